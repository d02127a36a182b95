//! Ridge least squares over sparse rows (one weight slot per pattern placement, plus the
//! whole-board features) by conjugate gradients on the normal equations (CGLS).

use super::pattern_weights::{PhaseWeights, UNIT};

/// Pulls rarely seen pattern configurations towards zero, so the whole-board features explain
/// what they can; in squared discs per weight.
pub const RIDGE: f64 = 1.0;
const ITERATIONS: usize = 300;

/// One position as the fit sees it.
pub struct Row {
    slots: Vec<u32>,
    /// Each slot's value, where they are not all 1 (blended phases); empty where they are.
    values: Vec<f64>,
    scalars: Vec<f64>,
    label: f64,
}

impl Row {
    /// A position's pattern slots (each counted once), its whole-board feature values and
    /// its label, in the units the weights are wanted in.
    pub fn new(slots: Vec<u32>, scalars: Vec<f64>, label: f64) -> Self {
        Self {
            slots,
            values: Vec::new(),
            scalars,
            label,
        }
    }

    /// This row placed in several parts of a larger fit (blended phases): for each
    /// `(part, share)`, its slots and scalars moved into that part's range and scaled by the
    /// share. The fit has `part_count` parts of `slot_count` slots and `scalar_count`
    /// scalars each.
    pub fn spread(
        &self,
        parts: &[(usize, f64)],
        part_count: usize,
        slot_count: usize,
        scalar_count: usize,
    ) -> Row {
        let mut row = Row {
            slots: Vec::with_capacity(parts.len() * self.slots.len()),
            values: Vec::with_capacity(parts.len() * self.slots.len()),
            scalars: vec![0.0; part_count * scalar_count],
            label: self.label,
        };
        for &(part, share) in parts {
            for (s, v) in self.each_slot() {
                row.slots.push((part * slot_count + s) as u32);
                row.values.push(v * share);
            }
            for (i, v) in self.scalars.iter().enumerate() {
                row.scalars[part * scalar_count + i] = v * share;
            }
        }
        row
    }

    /// Each slot with its value.
    fn each_slot(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        self.slots.iter().enumerate().map(|(i, &s)| {
            let value = self.values.get(i).copied().unwrap_or(1.0);
            (s as usize, value)
        })
    }
}

/// Fitted weights in discs.
pub struct Solution {
    slots: Vec<f64>,
    scalars: Vec<f64>,
}

impl Solution {
    fn zero(slots: usize, scalars: usize) -> Self {
        Self {
            slots: vec![0.0; slots],
            scalars: vec![0.0; scalars],
        }
    }

    fn predict(&self, row: &Row) -> f64 {
        let patterns: f64 = row.each_slot().map(|(s, v)| self.slots[s] * v).sum();
        patterns
            + self
                .scalars
                .iter()
                .zip(&row.scalars)
                .map(|(w, v)| w * v)
                .sum::<f64>()
    }

    pub fn mean_error(&self, rows: &[Row]) -> f64 {
        if rows.is_empty() {
            return 0.0;
        }
        rows.iter()
            .map(|r| (self.predict(r) - r.label).abs())
            .sum::<f64>()
            / rows.len() as f64
    }

    pub fn quantised(&self) -> PhaseWeights {
        let q = |w: &f64| (w * f64::from(UNIT)).round().clamp(-32768.0, 32767.0) as i16;
        PhaseWeights {
            scalars: self.scalars.iter().map(q).collect(),
            slots: self.slots.iter().map(q).collect(),
        }
    }

    /// Quantised, cut into `parts` phases of equal size (a joint fit of blended phases).
    pub fn split(&self, parts: usize) -> Vec<PhaseWeights> {
        let whole = self.quantised();
        let (slots, scalars) = (self.slots.len() / parts, self.scalars.len() / parts);
        (0..parts)
            .map(|p| PhaseWeights {
                scalars: whole.scalars[p * scalars..(p + 1) * scalars].to_vec(),
                slots: whole.slots[p * slots..(p + 1) * slots].to_vec(),
            })
            .collect()
    }

    /// The residuals' transpose product less the ridge term: the negative gradient.
    fn descent(&self, rows: &[Row], residuals: &[f64], ridge: f64) -> Solution {
        let mut g = Solution::zero(self.slots.len(), self.scalars.len());
        for (row, r) in rows.iter().zip(residuals) {
            for (s, v) in row.each_slot() {
                g.slots[s] += r * v;
            }
            for (gs, v) in g.scalars.iter_mut().zip(&row.scalars) {
                *gs += r * v;
            }
        }
        for (gs, xs) in g.slots.iter_mut().zip(&self.slots) {
            *gs -= ridge * xs;
        }
        g
    }

    fn dot(&self, other: &Solution) -> f64 {
        let p: f64 = self
            .slots
            .iter()
            .zip(&other.slots)
            .map(|(a, b)| a * b)
            .sum();
        p + self
            .scalars
            .iter()
            .zip(&other.scalars)
            .map(|(a, b)| a * b)
            .sum::<f64>()
    }

    /// self += k * other
    fn add_scaled(&mut self, k: f64, other: &Solution) {
        for (a, b) in self.slots.iter_mut().zip(&other.slots) {
            *a += k * b;
        }
        for (a, b) in self.scalars.iter_mut().zip(&other.scalars) {
            *a += k * b;
        }
    }
}

/// Minimises the squared error plus `ridge` (reversi's: [`RIDGE`]) times the squared pattern weights; the
/// whole-board features are not pulled to zero. Their columns are scaled to unit size while
/// solving, which the conjugate gradients converge much faster on.
pub fn least_squares(rows: &[Row], slot_count: usize, scalar_count: usize, ridge: f64) -> Solution {
    let scale: Vec<f64> = (0..scalar_count)
        .map(|i| {
            let sq: f64 = rows.iter().map(|r| r.scalars[i] * r.scalars[i]).sum();
            (sq / rows.len().max(1) as f64).sqrt().max(1e-9)
        })
        .collect();
    let scaled: Vec<Row> = rows
        .iter()
        .map(|r| Row {
            slots: r.slots.clone(),
            values: r.values.clone(),
            scalars: r.scalars.iter().zip(&scale).map(|(v, s)| v / s).collect(),
            label: r.label,
        })
        .collect();
    let mut x = cgls(&scaled, slot_count, scalar_count, ridge);
    for (w, s) in x.scalars.iter_mut().zip(&scale) {
        *w /= s;
    }
    x
}

fn cgls(rows: &[Row], slot_count: usize, scalar_count: usize, ridge: f64) -> Solution {
    let mut x = Solution::zero(slot_count, scalar_count);
    let mut residuals: Vec<f64> = rows.iter().map(|r| r.label).collect();
    let mut p = x.descent(rows, &residuals, ridge);
    let mut gamma = p.dot(&p);
    let first = gamma;
    for _ in 0..ITERATIONS {
        if gamma <= first * 1e-12 {
            break;
        }
        let q: Vec<f64> = rows.iter().map(|r| p.predict(r)).collect();
        let pulled: f64 = ridge * p.slots.iter().map(|v| v * v).sum::<f64>();
        let delta = q.iter().map(|v| v * v).sum::<f64>() + pulled;
        if delta <= 0.0 {
            break;
        }
        let alpha = gamma / delta;
        x.add_scaled(alpha, &p);
        for (r, qi) in residuals.iter_mut().zip(&q) {
            *r -= alpha * qi;
        }
        let mut s = x.descent(rows, &residuals, ridge);
        let next = s.dot(&s);
        s.add_scaled(next / gamma, &p);
        p = s;
        gamma = next;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovers_weights_that_explain_the_labels_exactly() {
        // Three slots, a bias and one numeric feature; every label is the true sum.
        let truth = [2.0, -1.5, 0.5];
        let (bias, per_unit) = (0.75, 0.25);
        let pick = [[0u32, 1], [1, 2], [0, 2], [0, 0], [2, 2], [1, 1]];
        // Each row 30 times, so the data outweighs the ridge as it does in training.
        let rows: Vec<Row> = pick
            .iter()
            .cycle()
            .take(30 * pick.len())
            .enumerate()
            .map(|(i, slots)| {
                let feature = (i % 7) as f64 * 3.0 - 9.0;
                Row {
                    slots: slots.to_vec(),
                    values: Vec::new(),
                    scalars: vec![1.0, feature],
                    label: slots.iter().map(|&s| truth[s as usize]).sum::<f64>()
                        + bias
                        + per_unit * feature,
                }
            })
            .collect();
        let fit = least_squares(&rows, 3, 2, RIDGE);
        assert!(fit.mean_error(&rows) < 0.05, "{}", fit.mean_error(&rows));
        assert!(
            (fit.scalars[1] - per_unit).abs() < 0.01,
            "{:?}",
            fit.scalars
        );
        // Slot weights and the bias trade off only through the ridge; their sums are fixed.
        for slots in pick {
            let fitted: f64 = slots.iter().map(|&s| fit.slots[s as usize]).sum();
            let wanted: f64 = slots.iter().map(|&s| truth[s as usize]).sum();
            assert!((fitted + fit.scalars[0] - wanted - bias).abs() < 0.1);
        }
    }

    #[test]
    fn a_joint_fit_of_blended_parts_recovers_each_parts_weights() {
        // Two parts (phases) of two slots and a bias each. A row at share t of the upper
        // part is labelled (1 - t) times its lower part's sum plus t times its upper one's.
        let truth = [[1.0, -2.0], [-0.5, 3.0]];
        let bias = [0.5, -1.0];
        let rows: Vec<Row> = (0..600)
            .map(|i| {
                let slot = i % 2;
                let t = f64::from((i / 2 % 5) as u8) / 4.0;
                let label = (1.0 - t) * (truth[0][slot] + bias[0]) + t * (truth[1][slot] + bias[1]);
                let plain = Row::new(vec![slot as u32], vec![1.0], label);
                plain.spread(&[(0, 1.0 - t), (1, t)], 2, 2, 1)
            })
            .collect();
        let fit = least_squares(&rows, 4, 2, 0.01);
        assert!(fit.mean_error(&rows) < 0.01, "{}", fit.mean_error(&rows));
        for (part, (slots, bias)) in truth.iter().zip(bias).enumerate() {
            for (slot, weight) in slots.iter().enumerate() {
                let fitted = fit.slots[part * 2 + slot] + fit.scalars[part];
                let wanted = weight + bias;
                assert!(
                    (fitted - wanted).abs() < 0.05,
                    "part {part} slot {slot}: {fitted}"
                );
            }
        }
        let phases = fit.split(2);
        assert_eq!(phases.len(), 2);
        assert_eq!((phases[1].slots.len(), phases[1].scalars.len()), (2, 1));
    }
}

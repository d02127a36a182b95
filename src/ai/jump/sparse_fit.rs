//! Ridge least squares over many sparse slots (the block patterns' tens of thousands), by
//! conjugate gradients on the normal equations: (XᵀX + ridge·I) w = Xᵀy without forming XᵀX,
//! each step one pass over the rows. A slot no row touches stays at 0.

/// Steps of conjugate gradients; the system is well conditioned by the ridge.
const ITERATIONS: usize = 200;

/// The weights of `slots` slots that best fit `targets` from `rows` (each a list of (slot,
/// value) pairs), each weight pulled toward 0 by `ridge`.
pub fn ridge(rows: &[&[(usize, f32)]], targets: &[f64], slots: usize, ridge: f64) -> Vec<f64> {
    // Xᵀ v.
    let transposed = |v: &[f64]| {
        let mut out = vec![0.0; slots];
        for (row, &x) in rows.iter().zip(v) {
            for &(slot, value) in row.iter() {
                out[slot] += f64::from(value) * x;
            }
        }
        out
    };
    // (XᵀX + ridge·I) w.
    let normal = |w: &[f64]| {
        let products: Vec<f64> = rows
            .iter()
            .map(|row| row.iter().map(|&(s, v)| f64::from(v) * w[s]).sum())
            .collect();
        let mut out = transposed(&products);
        for (o, x) in out.iter_mut().zip(w) {
            *o += ridge * x;
        }
        out
    };
    let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
    let mut weights = vec![0.0; slots];
    let mut residual = transposed(targets);
    let mut direction = residual.clone();
    let mut squared = dot(&residual, &residual);
    let start = squared;
    for _ in 0..ITERATIONS {
        if squared <= start * 1e-12 || squared == 0.0 {
            break;
        }
        let turned = normal(&direction);
        let step = squared / dot(&direction, &turned);
        for ((w, r), (d, t)) in weights
            .iter_mut()
            .zip(residual.iter_mut())
            .zip(direction.iter().zip(&turned))
        {
            *w += step * d;
            *r -= step * t;
        }
        let next = dot(&residual, &residual);
        let keep = next / squared;
        for (d, r) in direction.iter_mut().zip(&residual) {
            *d = r + keep * *d;
        }
        squared = next;
    }
    weights
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_system_is_solved_as_by_hand() {
        // Rows: w0 = 3, w0 + w1 = 5, w1 = 2 (no ridge): least squares gives w0 = 3, w1 = 2.
        let rows: Vec<Vec<(usize, f32)>> =
            vec![vec![(0, 1.0)], vec![(0, 1.0), (1, 1.0)], vec![(1, 1.0)]];
        let refs: Vec<&[(usize, f32)]> = rows.iter().map(Vec::as_slice).collect();
        let w = ridge(&refs, &[3.0, 5.0, 2.0], 3, 0.0);
        assert!(
            (w[0] - 3.0).abs() < 1e-6 && (w[1] - 2.0).abs() < 1e-6,
            "{w:?}"
        );
        assert_eq!(w[2], 0.0, "an untouched slot stays at 0");
        // A ridge pulls both toward 0.
        let pulled = ridge(&refs, &[3.0, 5.0, 2.0], 3, 1.0);
        assert!(
            pulled[0] < 3.0 && pulled[1] < 2.0 && pulled[0] > 2.0,
            "{pulled:?}"
        );
    }
}

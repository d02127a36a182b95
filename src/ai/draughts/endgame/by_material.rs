//! The tables of a database by material: an array indexed by the four counts, so that a
//! probe finds its table without hashing (the search probes at every node).

use super::Table;
use super::index::Material;

/// Each count is at most this (a database holds at most five pieces).
const MOST: usize = 5;
const SLOTS: usize = (MOST + 1).pow(4);

pub struct ByMaterial {
    slots: Vec<Option<Table>>,
}

impl Default for ByMaterial {
    fn default() -> Self {
        Self {
            slots: (0..SLOTS).map(|_| None).collect(),
        }
    }
}

fn slot(material: &Material) -> Option<usize> {
    material.0.iter().try_fold(0, |at, &n| {
        (usize::from(n) <= MOST).then_some(at * (MOST + 1) + usize::from(n))
    })
}

impl ByMaterial {
    pub fn get(&self, material: &Material) -> Option<&Table> {
        self.slots[slot(material)?].as_ref()
    }

    pub fn contains_key(&self, material: &Material) -> bool {
        self.get(material).is_some()
    }

    pub fn insert(&mut self, material: Material, table: Table) {
        let at = slot(&material).expect("a database holds at most five pieces");
        self.slots[at] = Some(table);
    }

    /// The materials held, in no particular order.
    pub fn keys(&self) -> impl Iterator<Item = Material> + '_ {
        self.slots.iter().enumerate().filter_map(|(at, table)| {
            table.as_ref().map(|_| {
                let digit = |place: u32| (at / (MOST + 1).pow(place) % (MOST + 1)) as u8;
                Material([digit(3), digit(2), digit(1), digit(0)])
            })
        })
    }

    pub fn retain(&mut self, keep: impl Fn(&Material) -> bool) {
        let drop: Vec<Material> = self.keys().filter(|m| !keep(m)).collect();
        for material in drop {
            self.slots[slot(&material).expect("held")] = None;
        }
    }
}

impl std::ops::Index<&Material> for ByMaterial {
    type Output = Table;

    fn index(&self, material: &Material) -> &Table {
        self.get(material).expect("a table held")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_material_is_found_where_it_was_put_and_listed_as_itself() {
        let mut tables = ByMaterial::default();
        let all = Material::up_to(5);
        for (n, &m) in all.iter().enumerate() {
            tables.insert(m, Table::Plies(vec![n as u8]));
        }
        for (n, m) in all.iter().enumerate() {
            assert_eq!(tables[m].plies(), Some(&[n as u8][..]));
        }
        let mut listed: Vec<Material> = tables.keys().collect();
        listed.sort();
        let mut expected = all.clone();
        expected.sort();
        assert_eq!(listed, expected);
        tables.retain(|m| m.pieces() <= 3);
        assert!(tables.keys().all(|m| m.pieces() <= 3));
        assert!(!tables.contains_key(&Material([0, 4, 0, 1])));
        assert!(tables.get(&Material([9, 0, 0, 1])).is_none());
    }
}

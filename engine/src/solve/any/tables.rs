//! The look-up tables the solver reads for a shape: each cell's peers and each unit's
//! cells, flat, built once per standard shape and kept.

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::shape::{Geometry, Shape};

/// Peers and units of one shape, as flat lists.
#[derive(Clone, Debug)]
pub(super) struct Tables {
    /// The shape.
    pub shape: Shape,
    /// Cells: N².
    pub cells: usize,
    /// Every digit's bit set.
    pub all: u32,
    peers: Vec<u16>,
    peer_start: Vec<u32>,
    units: Vec<u16>,
    unit_start: Vec<u32>,
}

impl Tables {
    fn new(shape: Shape) -> Tables {
        let geometry = Geometry::new(shape);
        let cells = shape.cells();
        let mut peers = Vec::new();
        let mut peer_start = vec![0];
        for c in 0..cells {
            peers.extend_from_slice(geometry.peers(c));
            peer_start.push(peers.len() as u32);
        }
        let mut units = Vec::new();
        let mut unit_start = vec![0];
        for unit in geometry.units() {
            units.extend_from_slice(&unit.cells);
            unit_start.push(units.len() as u32);
        }
        Tables {
            shape,
            cells,
            all: shape.all_digits(),
            peers,
            peer_start,
            units,
            unit_start,
        }
    }

    /// The tables of `shape`: kept from the first use for the standard shapes.
    pub fn of(shape: Shape) -> Cow<'static, Tables> {
        static KEPT: [OnceLock<Tables>; Shape::STANDARD.len()] =
            [const { OnceLock::new() }; Shape::STANDARD.len()];
        match Shape::STANDARD.iter().position(|&s| s == shape) {
            Some(i) => Cow::Borrowed(KEPT[i].get_or_init(|| Tables::new(shape))),
            None => Cow::Owned(Tables::new(shape)),
        }
    }

    /// The other cells that share a unit with `cell`.
    #[inline]
    pub fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }

    /// How many units there are.
    #[inline]
    pub fn unit_count(&self) -> usize {
        self.unit_start.len() - 1
    }

    /// The cells of unit `u`.
    #[inline]
    pub fn unit(&self, u: usize) -> &[u16] {
        &self.units[self.unit_start[u] as usize..self.unit_start[u + 1] as usize]
    }
}

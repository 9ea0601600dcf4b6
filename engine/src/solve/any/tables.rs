//! The look-up tables the solver reads for a shape: each cell's peers, each unit's cells,
//! and the box-line intersections (segments) of rows and of columns, flat, built once per
//! standard shape and kept.

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::shape::{Geometry, Shape};

/// Peers and units of one shape, as flat lists.
#[derive(Clone, Debug)]
pub(super) struct Tables {
    /// The shape.
    pub shape: Shape,
    /// The side N.
    pub side: usize,
    /// Cells: N².
    pub cells: usize,
    /// Every digit's bit set.
    pub all: u32,
    peers: Vec<u16>,
    peer_start: Vec<u32>,
    units: Vec<u16>,
    unit_start: Vec<u32>,
    /// The segments of the rows, then those of the columns.
    pub lines: [Segments; 2],
    /// Each cell's row, column and box, as places in the list of units.
    cell_units: Vec<[u16; 3]>,
    /// The same three as bits (bit `u` for unit `u`).
    cell_unit_bits: Vec<u128>,
}

/// The intersections of one direction's lines (rows, or columns) with the boxes: each line
/// crosses `across` boxes, in segments as long as a box is wide (rows) or tall (columns),
/// and each box holds `depth` segments, one of each of its lines. Segment
/// `line * across + j` is line `line`'s `j`-th; box `j` of group `g` (the boxes that
/// `depth` lines cross together) holds the segments of lines `g * depth ..` at place `j`.
#[derive(Clone, Debug)]
pub(super) struct Segments {
    /// Boxes a line crosses.
    pub across: usize,
    /// Lines through a box.
    pub depth: usize,
    /// Cells of a segment: as wide as a box (rows) or as tall (columns).
    pub width: usize,
    /// For each box (row-major), the first of the lines through it and its place along
    /// them.
    box_place: Vec<[u16; 2]>,
    count: usize,
    line_rest: Vec<u16>,
    box_rest: Vec<u16>,
}

impl Segments {
    /// The segments of the rows (`by_rows`) or of the columns of `shape`.
    fn new(shape: Shape, by_rows: bool) -> Segments {
        let n = shape.side();
        let (width, depth) = if by_rows {
            (shape.box_cols(), shape.box_rows())
        } else {
            (shape.box_rows(), shape.box_cols())
        };
        let across = n / width;
        // The cell at place `i` of line `line`.
        let at = |line: usize, i: usize| (if by_rows { line * n + i } else { i * n + line }) as u16;
        let (mut line_rest, mut box_rest) = (Vec::new(), Vec::new());
        for line in 0..n {
            for j in 0..across {
                let inside = |i: usize| i / width == j;
                line_rest.extend((0..n).filter(|&i| !inside(i)).map(|i| at(line, i)));
                let first = line / depth * depth;
                for other in (first..first + depth).filter(|&o| o != line) {
                    box_rest.extend((0..n).filter(|&i| inside(i)).map(|i| at(other, i)));
                }
            }
        }
        let box_place = (0..n)
            .map(|b| {
                let (band, stack) = (b / (n / shape.box_cols()), b % (n / shape.box_cols()));
                let (first, j) = if by_rows {
                    (band * depth, stack)
                } else {
                    (stack * depth, band)
                };
                [first as u16, j as u16]
            })
            .collect();
        Segments {
            across,
            depth,
            width,
            box_place,
            count: n * across,
            line_rest,
            box_rest,
        }
    }

    /// How many segments there are.
    #[inline]
    pub fn count(&self) -> usize {
        self.count
    }

    /// The first of the lines through box `b` (row-major), and the box's place along them.
    #[inline]
    pub fn box_place(&self, b: usize) -> (usize, usize) {
        let [first, j] = self.box_place[b];
        (first.into(), j.into())
    }

    /// The cells of segment `s`'s line outside it.
    #[inline]
    pub fn line_rest(&self, s: usize) -> &[u16] {
        let k = self.line_rest.len() / self.count();
        &self.line_rest[s * k..(s + 1) * k]
    }

    /// The cells of segment `s`'s box outside it.
    #[inline]
    pub fn box_rest(&self, s: usize) -> &[u16] {
        let k = self.box_rest.len() / self.count();
        &self.box_rest[s * k..(s + 1) * k]
    }
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
            side: shape.side(),
            cells,
            all: shape.all_digits(),
            peers,
            peer_start,
            units,
            unit_start,
            lines: [Segments::new(shape, true), Segments::new(shape, false)],
            cell_units: (0..cells)
                .map(|c| {
                    let n = shape.side();
                    [c / n, n + c % n, 2 * n + shape.box_of(c)].map(|u| u as u16)
                })
                .collect(),
            cell_unit_bits: Vec::new(),
        }
        .with_unit_bits()
    }

    /// The tables with each cell's units as bits, from its units.
    fn with_unit_bits(mut self) -> Tables {
        self.cell_unit_bits = (0..self.cells)
            .map(|c| self.units_of(c).iter().fold(0, |a, &u| a | 1u128 << u))
            .collect();
        self
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

    /// The places of a cell's row, column and box in the list of units.
    #[inline]
    pub fn units_of(&self, cell: usize) -> [usize; 3] {
        self.cell_units[cell].map(usize::from)
    }

    /// A cell's row, column and box as bits: bit `u` for unit `u`.
    #[inline]
    pub fn unit_bits(&self, cell: usize) -> u128 {
        self.cell_unit_bits[cell]
    }

    /// The cells of unit `u`: the rows, then the columns, then the boxes (row-major).
    #[inline]
    pub fn unit(&self, u: usize) -> &[u16] {
        &self.units[self.unit_start[u] as usize..self.unit_start[u + 1] as usize]
    }
}

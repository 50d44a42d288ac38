//! Facts about one arrangement of a hand that pattern detectors of every rule system ask.

use super::bonus_bit;
use crate::hand::{Arrangement, Form, Group, Hand, Shape};
use crate::tiles::{BonusTile, Counts, Suit, Tile};

/// Facts of the whole hand, the same for every arrangement: computed once per hand.
#[derive(Clone, Copy, Debug)]
pub struct HandFacts {
    /// Every tile of the hand, melds included.
    pub counts: Counts,
    /// Kinds present anywhere in the hand, as a bit set over the 34 kinds.
    pub kinds: u64,
}

impl HandFacts {
    pub fn of(hand: &Hand) -> HandFacts {
        let counts = hand.all_counts();
        let kinds = counts
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .fold(0, |m, (i, _)| m | 1 << i);
        HandFacts { counts, kinds }
    }
}

/// One arrangement of a hand, with the whole-hand facts computed once.
pub struct Facts<'a> {
    pub hand: &'a Hand,
    pub arrangement: &'a Arrangement,
    /// Kinds present anywhere in the hand, as a bit set over the 34 kinds.
    pub kinds: u64,
    /// Every tile of the hand, melds included.
    pub counts: &'a Counts,
    /// Bit i: a chow starting at kind i.
    pub chow_starts: u64,
    /// Bit i: a pung or kong of kind i.
    pub triplet_kinds: u64,
    /// Group masks of this arrangement (bit i: group i), made in one pass over its groups so
    /// that the detectors count shapes with a popcount instead of walking the groups.
    pub groups: GroupMasks,
    /// Rule-option bits that a rule system's detectors read (each system defines its own).
    pub switches: u32,
}

/// Bit set of the seven honour kinds.
pub const HONOURS: u64 = ((1u64 << 7) - 1) << 27;
/// Bit set of the six terminal kinds (1 and 9 of each suit).
pub const TERMINALS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;
/// Bit set of the suited kinds 2–8.
pub const SIMPLES: u64 = ((1u64 << 27) - 1) & !TERMINALS;
const SUIT_BITS: u64 = (1u64 << 9) - 1;

/// Which groups of one arrangement have a shape, as group masks (bit i: group i).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GroupMasks {
    pub chows: u32,
    /// Pungs and kongs.
    pub triplets: u32,
    pub kongs: u32,
    pub pairs: u32,
    /// Groups whose every tile came from the wall.
    pub concealed: u32,
}

impl<'a> Facts<'a> {
    pub fn new(hand: &'a Hand, arrangement: &'a Arrangement, whole: &'a HandFacts) -> Self {
        let (mut chow_starts, mut triplet_kinds) = (0, 0);
        let mut masks = GroupMasks::default();
        // Only a regular hand has sets; the groups of the other forms are pairs or orphans.
        for (i, g) in arrangement.groups.iter().enumerate() {
            let bit = 1 << i;
            match g.shape {
                Shape::Chow => {
                    chow_starts |= 1 << g.tile.index();
                    masks.chows |= bit;
                }
                Shape::Pung => {
                    triplet_kinds |= 1 << g.tile.index();
                    masks.triplets |= bit;
                }
                Shape::Kong => {
                    triplet_kinds |= 1 << g.tile.index();
                    masks.triplets |= bit;
                    masks.kongs |= bit;
                }
                Shape::Pair => masks.pairs |= bit,
                Shape::Orphans => {}
            }
            if g.concealed {
                masks.concealed |= bit;
            }
        }
        Facts {
            hand,
            arrangement,
            kinds: whole.kinds,
            counts: &whole.counts,
            chow_starts,
            triplet_kinds,
            groups: masks,
            switches: 0,
        }
    }

    /// The same facts with rule-option bits for the detectors.
    pub fn with_switches(self, switches: u32) -> Self {
        Facts { switches, ..self }
    }

    /// Whether a rule-option bit is set.
    pub fn switch(&self, bit: u32) -> bool {
        self.switches & bit != 0
    }

    pub fn is_regular(&self) -> bool {
        self.arrangement.form == Form::Regular
    }

    pub fn sets(&self) -> &[Group] {
        self.arrangement.sets()
    }

    pub fn pair(&self) -> Option<Group> {
        self.arrangement.pair()
    }

    pub fn groups(&self) -> &[Group] {
        &self.arrangement.groups
    }

    /// Pungs and kongs with their group index.
    pub fn triplets(&self) -> impl Iterator<Item = (usize, &Group)> {
        self.sets()
            .iter()
            .enumerate()
            .filter(|(_, g)| g.is_triplet())
    }

    /// Chows with their group index.
    pub fn chows(&self) -> impl Iterator<Item = (usize, &Group)> {
        self.sets()
            .iter()
            .enumerate()
            .filter(|(_, g)| g.shape == Shape::Chow)
    }

    /// Bit mask of every group.
    pub fn all_groups(&self) -> u32 {
        self.arrangement.all_groups_mask() as u32
    }

    /// Bit mask of the groups that satisfy `f`.
    pub fn groups_where(&self, f: impl Fn(&Group) -> bool) -> u32 {
        self.arrangement.mask_where(f) as u32
    }

    /// The group the winning tile completed.
    pub fn winning_group(&self) -> u32 {
        self.arrangement.winning_group_mask() as u32
    }

    /// The pungs and kongs whose tile satisfies `keep`.
    pub fn triplets_of(&self, keep: impl Fn(Tile) -> bool) -> u32 {
        self.groups_where(|g| g.is_triplet() && keep(g.tile))
    }

    /// The bonus tiles (as [`bonus_bit`]s) that satisfy `keep`.
    pub fn bonus_where(&self, keep: impl Fn(BonusTile) -> bool) -> u32 {
        self.hand
            .bonus
            .iter()
            .enumerate()
            .filter(|(_, b)| keep(**b))
            .fold(0, |m, (i, _)| m | bonus_bit(i))
    }

    /// Suits present, as bits (characters 1, dots 2, bamboo 4).
    pub fn suits(&self) -> u8 {
        Suit::ALL
            .iter()
            .filter(|s| self.kinds >> (s.index() * 9) & SUIT_BITS != 0)
            .fold(0, |m, s| m | 1 << s.index())
    }

    pub fn suit_count(&self) -> u32 {
        self.suits().count_ones()
    }

    pub fn has_honours(&self) -> bool {
        self.kinds & HONOURS != 0
    }

    pub fn has_terminals(&self) -> bool {
        self.kinds & TERMINALS != 0
    }

    /// Whether every kind in the hand is in the bit set `kinds`.
    pub fn only(&self, kinds: u64) -> bool {
        self.kinds & !kinds == 0
    }

    /// Number of concealed pungs and kongs (a pung completed by a winning discard is exposed).
    pub fn concealed_triplets(&self) -> usize {
        (self.groups.triplets & self.groups.concealed).count_ones() as usize
    }

    /// Number of pungs and kongs.
    pub fn triplet_count(&self) -> u32 {
        self.groups.triplets.count_ones()
    }

    /// Number of chows.
    pub fn chow_count(&self) -> u32 {
        self.groups.chows.count_ones()
    }

    /// Whether the concealed tiles before the winning tile are 1112345678999 of the winning
    /// tile's suit, with no melds (Nine Gates).
    pub fn is_nine_gates(&self) -> bool {
        let h = self.hand;
        let Some(suit) = h.winning_tile.suit() else {
            return false;
        };
        if !self.is_regular() || !h.melds.is_empty() {
            return false;
        }
        // Every tile of nine gates is of the winning tile's suit.
        let start = suit.index() * 9;
        if self.kinds & !(SUIT_BITS << start) != 0 {
            return false;
        }
        let mut before = h.concealed;
        let w = h.winning_tile.index();
        before[w] = before[w].saturating_sub(1);
        before[start..start + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3]
    }

    /// The groups of at least `triplets` pungs or kongs of honours of one kind (winds or
    /// dragons), with a pair of that kind when `with_pair`; `None` when the hand has fewer.
    pub fn honour_sets(
        &self,
        kind: fn(Tile) -> bool,
        triplets: u32,
        with_pair: bool,
    ) -> Option<u32> {
        // Too few pungs of honours in all (a cheap test, before walking the groups).
        if (self.triplet_kinds & HONOURS).count_ones() < triplets || !self.is_regular() {
            return None;
        }
        let sets = self.groups_where(|g| g.is_triplet() && kind(g.tile));
        let pair = self.groups_where(|g| g.shape == Shape::Pair && kind(g.tile));
        let ok = self.is_regular() && sets.count_ones() >= triplets && (!with_pair || pair != 0);
        ok.then_some(sets | if with_pair { pair } else { 0 })
    }

    pub fn kongs(&self) -> usize {
        self.groups.kongs.count_ones() as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::test_support::hand;
    use crate::hand::{WinMethod, arrangements};

    #[test]
    fn suit_and_honour_facts() {
        let h = hand("123m456m789m11z [555z]", "1z", WinMethod::Discard);
        let a = &arrangements(&h, true)[0];
        let whole = HandFacts::of(&h);
        let f = Facts::new(&h, a, &whole);
        assert_eq!(f.suits(), 1);
        assert!(f.has_honours() && f.has_terminals());
        assert_eq!(f.triplets().count(), 1);
        assert_eq!(f.chows().count(), 3);
        assert!(!f.only(HONOURS));
    }
}

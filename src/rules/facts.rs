//! Facts about one arrangement of a hand that pattern detectors of every rule system ask.

use super::bonus_bit;
use crate::hand::{Arrangement, Form, Group, Hand, Shape, WinMethod};
use crate::tiles::{BonusTile, Counts, KindBits, Suit, Tile, kind_bits};

/// What a hand or one of its readings holds, as bits a pattern may need
/// ([`super::Pattern::needs`]): a pattern whose needs a reading lacks cannot be present there,
/// so its detector is not asked. Each bit is a plain fact; a pattern's needs are conditions its
/// detector requires (tests check that no detector fires without them).
pub mod has {
    /// A chow.
    pub const CHOW: u64 = 1;
    /// Two chows or more.
    pub const CHOWS_2: u64 = 1 << 1;
    /// Three chows or more.
    pub const CHOWS_3: u64 = 1 << 2;
    /// Two chows of the same tiles.
    pub const REPEATED_CHOW: u64 = 1 << 3;
    /// A pung or kong.
    pub const TRIPLET: u64 = 1 << 4;
    /// Two pungs or kongs or more.
    pub const TRIPLETS_2: u64 = 1 << 5;
    /// Three pungs or kongs or more.
    pub const TRIPLETS_3: u64 = 1 << 6;
    /// A kong.
    pub const KONG: u64 = 1 << 7;
    /// A pung or kong of dragons.
    pub const DRAGON_SET: u64 = 1 << 8;
    /// A pung or kong of winds.
    pub const WIND_SET: u64 = 1 << 9;
    /// Every group holds a terminal or an honour.
    pub const OUTSIDE: u64 = 1 << 10;
    /// The reading is four sets and a pair.
    pub const REGULAR: u64 = 1 << 11;
    /// The reading is seven pairs.
    pub const SEVEN_PAIRS: u64 = 1 << 12;
    /// The reading is thirteen orphans.
    pub const ORPHANS: u64 = 1 << 13;
    /// A win declared without a complete hand.
    pub const DECLARED: u64 = 1 << 14;
    /// An honour tile anywhere in the hand.
    pub const HONOUR: u64 = 1 << 15;
    /// No honour tile.
    pub const NO_HONOUR: u64 = 1 << 16;
    /// A terminal (1 or 9) anywhere in the hand.
    pub const TERMINAL: u64 = 1 << 17;
    /// No terminal.
    pub const NO_TERMINAL: u64 = 1 << 18;
    /// At most one suit (honours aside).
    pub const ONE_SUIT: u64 = 1 << 19;
    /// Exactly two suits.
    pub const TWO_SUITS: u64 = 1 << 20;
    /// All three suits.
    pub const THREE_SUITS: u64 = 1 << 21;
    /// All four copies of some kind.
    pub const FOUR_COPIES: u64 = 1 << 22;
    /// A bonus tile (flower, season or animal).
    pub const BONUS: u64 = 1 << 23;
    /// No bonus tile.
    pub const NO_BONUS: u64 = 1 << 24;
    /// A claimed meld.
    pub const CLAIMED: u64 = 1 << 25;
    /// No claimed meld (concealed kongs allowed).
    pub const CONCEALED: u64 = 1 << 26;
    /// No meld at all.
    pub const NO_MELDS: u64 = 1 << 27;
    /// Four melds.
    pub const MELDS_4: u64 = 1 << 28;
    /// The winning tile came from the wall (a kong's replacement included).
    pub const SELF_DRAW: u64 = 1 << 29;
    /// Won on a discard.
    pub const DISCARD: u64 = 1 << 30;
    /// Won on a kong's replacement tile.
    pub const KONG_DRAW: u64 = 1 << 31;
    /// Won by robbing a kong.
    pub const ROBBING: u64 = 1 << 32;
    /// Won on the last tile of the wall or the discard after it.
    pub const FINAL: u64 = 1 << 33;
    /// Won on the last tile of the wall.
    pub const FINAL_DRAW: u64 = 1 << 34;
    /// Won on the discard after the last wall tile.
    pub const FINAL_DISCARD: u64 = 1 << 35;
    /// The heaven flag.
    pub const HEAVEN: u64 = 1 << 36;
    /// The earth flag.
    pub const EARTH: u64 = 1 << 37;
    /// The humanly flag.
    pub const HUMANLY: u64 = 1 << 38;
    /// Won on a bonus tile's replacement.
    pub const BONUS_REPLACEMENT: u64 = 1 << 39;
    /// Won on a replacement tile (a kong's or a bonus tile's).
    pub const REPLACEMENT: u64 = 1 << 40;
    /// Won on the replacement of a second kong in a row.
    pub const KONG_ON_KONG: u64 = 1 << 41;
    /// Won on a discard right after the discarder's kong.
    pub const KONG_SHOT: u64 = 1 << 42;
    /// Four pungs or kongs.
    pub const TRIPLETS_4: u64 = 1 << 43;
    /// All four winds somewhere in the hand.
    pub const ALL_WINDS: u64 = 1 << 44;
    /// All three dragons somewhere in the hand.
    pub const ALL_DRAGONS: u64 = 1 << 45;
    /// Suited tiles of three numbers or fewer (whatever their suits), and at least one.
    pub const NUMBERS_3: u64 = 1 << 46;
    /// Suited tiles whose numbers lie within five in a row, and at least one.
    pub const NUMBERS_SPAN_5: u64 = 1 << 47;
    /// Suited tiles, every one numbered 1 to 5.
    pub const SUITED_1_5: u64 = 1 << 48;
    /// Suited tiles, every one numbered 3 to 7.
    pub const SUITED_3_7: u64 = 1 << 49;
    /// Suited tiles, every one numbered 5 to 9.
    pub const SUITED_5_9: u64 = 1 << 50;
    /// A suit with all nine numbers in the hand.
    pub const FULL_SUIT: u64 = 1 << 51;
    /// A suit with its 1, 2, 3, 7, 8 and 9 in the hand.
    pub const SUIT_ENDS: u64 = 1 << 52;
    /// Four chows.
    pub const CHOWS_4: u64 = 1 << 53;
    /// A pair of 2s, 5s or 8s.
    pub const PAIR_258: u64 = 1 << 54;
    /// A pair of a kind the hand holds all four of.
    pub const PAIR_OF_FOUR: u64 = 1 << 55;
    /// Pungs or kongs of three numbers in a row of one suit.
    pub const TRIPLET_RUN: u64 = 1 << 56;
}

/// The [`has`] bits that depend on the reading; the others are the hand's, the same for all
/// its readings.
pub const READING_BITS: u64 = has::CHOW
    | has::CHOWS_2
    | has::CHOWS_3
    | has::CHOWS_4
    | has::PAIR_258
    | has::PAIR_OF_FOUR
    | has::TRIPLET_RUN
    | has::REPEATED_CHOW
    | has::TRIPLET
    | has::TRIPLETS_2
    | has::TRIPLETS_3
    | has::TRIPLETS_4
    | has::KONG
    | has::DRAGON_SET
    | has::WIND_SET
    | has::OUTSIDE
    | has::REGULAR
    | has::SEVEN_PAIRS
    | has::ORPHANS
    | has::DECLARED;

/// `bit` when `yes`, else 0 (without a branch).
fn on(yes: bool, bit: u64) -> u64 {
    bit * u64::from(yes)
}

/// The [`has`] bits of which kinds a hand holds: all winds or dragons, the suited tiles'
/// numbers (as bits 0–8 for 1–9, whatever the suit), a suit complete or holding its ends.
fn number_facts(kinds: u64) -> u64 {
    let numbers = (kinds | kinds >> 9 | kinds >> 18) & SUIT_BITS;
    let within = |range: u64| numbers != 0 && numbers & !range == 0;
    let span = match numbers {
        0 => 0,
        _ => 64 - numbers.leading_zeros() - numbers.trailing_zeros(),
    };
    const ENDS: u64 = 0b111_000_111;
    let suit_has = |want: u64| (0..3).any(|s| kinds >> (s * 9) & want == want);
    on(kinds & WINDS == WINDS, has::ALL_WINDS)
        | on(kinds & DRAGONS == DRAGONS, has::ALL_DRAGONS)
        | on(numbers != 0 && numbers.count_ones() <= 3, has::NUMBERS_3)
        | on(numbers != 0 && span <= 5, has::NUMBERS_SPAN_5)
        | on(within(0b1_1111), has::SUITED_1_5)
        | on(within(0b111_1100), has::SUITED_3_7)
        | on(within(0b1_1111_0000), has::SUITED_5_9)
        | on(suit_has(SUIT_BITS), has::FULL_SUIT)
        | on(suit_has(ENDS), has::SUIT_ENDS)
}

/// Facts of the whole hand, the same for every arrangement: computed once per hand.
#[derive(Clone, Copy, Debug)]
pub struct HandFacts {
    /// Every tile of the hand, melds included.
    pub counts: Counts,
    /// Kinds present anywhere in the hand, as a bit set over the 34 kinds.
    pub kinds: u64,
    /// Kinds with all four copies in the hand, as a bit set.
    pub four_kinds: u64,
    /// The hand-wide bits of [`has`].
    pub has: u64,
}

impl HandFacts {
    pub fn of(hand: &Hand) -> HandFacts {
        let counts = hand.all_counts();
        let KindBits {
            held: kinds,
            four: four_kinds,
            ..
        } = kind_bits(&counts);
        let suits = (0..3).filter(|s| kinds >> (s * 9) & SUIT_BITS != 0).count();
        let claimed = hand.melds.iter().any(|m| m.kind.is_claimed());
        let (win, flags) = (hand.win, &hand.flags);
        let has = on(kinds & HONOURS != 0, has::HONOUR)
            | on(kinds & HONOURS == 0, has::NO_HONOUR)
            | on(kinds & TERMINALS != 0, has::TERMINAL)
            | on(kinds & TERMINALS == 0, has::NO_TERMINAL)
            | on(suits <= 1, has::ONE_SUIT)
            | on(suits == 2, has::TWO_SUITS)
            | on(suits == 3, has::THREE_SUITS)
            | on(four_kinds != 0, has::FOUR_COPIES)
            | on(!hand.bonus.is_empty(), has::BONUS)
            | on(hand.bonus.is_empty(), has::NO_BONUS)
            | on(claimed, has::CLAIMED)
            | on(!claimed, has::CONCEALED)
            | on(hand.melds.is_empty(), has::NO_MELDS)
            | on(hand.melds.len() == 4, has::MELDS_4)
            | on(win.is_self_draw(), has::SELF_DRAW)
            | on(win == WinMethod::Discard, has::DISCARD)
            | on(win == WinMethod::KongReplacement, has::KONG_DRAW)
            | on(win == WinMethod::RobbingKong, has::ROBBING)
            | on(flags.final_draw || flags.final_discard, has::FINAL)
            | on(flags.final_draw, has::FINAL_DRAW)
            | on(flags.final_discard, has::FINAL_DISCARD)
            | on(flags.heaven, has::HEAVEN)
            | on(flags.earth, has::EARTH)
            | on(flags.humanly, has::HUMANLY)
            | on(flags.bonus_replacement, has::BONUS_REPLACEMENT)
            | on(
                flags.bonus_replacement || win == WinMethod::KongReplacement,
                has::REPLACEMENT,
            )
            | on(flags.kong_on_kong, has::KONG_ON_KONG)
            | on(flags.kong_shot, has::KONG_SHOT)
            | number_facts(kinds);
        HandFacts {
            counts,
            kinds,
            four_kinds,
            has,
        }
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
    /// What this reading holds, as [`has`] bits (the hand's and the reading's own).
    pub has: u64,
    /// Kinds with all four copies in the hand, as a bit set.
    pub four_kinds: u64,
}

pub use crate::tiles::{DRAGONS, HONOURS, SIMPLES, TERMINALS, WINDS};
const SUIT_BITS: u64 = (1u64 << 9) - 1;
/// Bit set of the suited 2s, 5s and 8s.
const KINDS_258: u64 = 0b010_010_010 * (1 | 1 << 9 | 1 << 18);
/// Bit set of the suited kinds that start three in a row within their suit (1 to 7).
const RUN_STARTS: u64 = 0b001_111_111 * (1 | 1 << 9 | 1 << 18);

/// What a group of each shape, open or concealed (index `2 × shape + concealed`), adds to
/// the group masks of group 0, a byte per mask: chows, triplets (pungs and kongs), kongs,
/// pairs, concealed groups; group i's is shifted by i.
const GROUP_BITS: [u64; 10] = {
    let (chow, triplet, kong, pair, concealed) = (1, 1 << 8, 1 << 16, 1 << 24, 1 << 32);
    let shapes = [chow, triplet, triplet | kong, pair, 0];
    let mut bits = [0; 10];
    let mut s = 0;
    while s < shapes.len() {
        bits[2 * s] = shapes[s];
        bits[2 * s + 1] = shapes[s] | concealed;
        s += 1;
    }
    bits
};

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
        let (mut chow_starts, mut triplet_kinds, mut pair_kinds) = (0u64, 0u64, 0u64);
        // The group masks side by side, a byte each (see `GROUP_BITS`).
        let mut packed = 0u64;
        // Only a regular hand has sets; the groups of the other forms are pairs or orphans.
        for (i, g) in arrangement.groups.iter().enumerate() {
            // Without a branch on the shape: the groups' shapes vary from reading to reading.
            let bits = GROUP_BITS[g.shape as usize * 2 + usize::from(g.concealed)];
            packed |= bits << i;
            let kind = 1u64 << g.tile.index();
            chow_starts |= kind * (bits & 1);
            triplet_kinds |= kind * (bits >> 8 & 1);
            pair_kinds |= kind * (bits >> 24 & 1);
        }
        let byte = |k: u32| (packed >> (8 * k)) as u32 & 0xff;
        let masks = GroupMasks {
            chows: byte(0),
            triplets: byte(1),
            kongs: byte(2),
            pairs: byte(3),
            concealed: byte(4),
        };
        // Every chow starts at 1 or 7, no pung or pair is of a simple (orphans are all outside).
        const CHOW_ENDS: u64 = 0b001000001 * (1 | 1 << 9 | 1 << 18);
        let outside = chow_starts & !CHOW_ENDS == 0 && (triplet_kinds | pair_kinds) & SIMPLES == 0;
        let (chows, triplets) = (masks.chows.count_ones(), masks.triplets.count_ones());
        let form = match arrangement.form {
            Form::Regular => has::REGULAR,
            Form::SevenPairs => has::SEVEN_PAIRS,
            Form::ThirteenOrphans => has::ORPHANS,
            Form::Declared => has::DECLARED,
        };
        let has = whole.has
            | form
            | on(chows >= 1, has::CHOW)
            | on(chows >= 2, has::CHOWS_2)
            | on(chows >= 3, has::CHOWS_3)
            | on(chows >= 4, has::CHOWS_4)
            | on(pair_kinds & KINDS_258 != 0, has::PAIR_258)
            | on(pair_kinds & whole.four_kinds != 0, has::PAIR_OF_FOUR)
            | on(
                triplet_kinds & triplet_kinds >> 1 & triplet_kinds >> 2 & RUN_STARTS != 0,
                has::TRIPLET_RUN,
            )
            | on(chows > chow_starts.count_ones(), has::REPEATED_CHOW)
            | on(triplets >= 1, has::TRIPLET)
            | on(triplets >= 2, has::TRIPLETS_2)
            | on(triplets >= 3, has::TRIPLETS_3)
            | on(triplets >= 4, has::TRIPLETS_4)
            | on(masks.kongs != 0, has::KONG)
            | on(triplet_kinds & DRAGONS != 0, has::DRAGON_SET)
            | on(triplet_kinds & WINDS != 0, has::WIND_SET)
            | on(outside, has::OUTSIDE);
        Facts {
            hand,
            arrangement,
            kinds: whole.kinds,
            counts: &whole.counts,
            chow_starts,
            triplet_kinds,
            groups: masks,
            switches: 0,
            has,
            four_kinds: whole.four_kinds,
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

    /// The kinds of the bit set `kinds`, lowest first.
    pub fn kinds_of(kinds: u64) -> impl Iterator<Item = Tile> {
        (0..64)
            .scan(kinds, |left, _| {
                (*left != 0).then(|| {
                    let i = left.trailing_zeros() as usize;
                    *left &= *left - 1;
                    Tile::from_index(i)
                })
            })
            .flatten()
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

//! Every reading of a winning hand: four sets and a pair (with every place the winning tile
//! can sit), seven pairs, thirteen orphans. Also a fast completeness check on tile counts.

use super::{Hand, MeldKind, WinMethod};
use crate::tiles::SIMPLES;
use crate::tiles::{Counts, KINDS, KindBits, Tile, kind_bits};
use arrayvec::ArrayVec;

/// The shape of one group of tiles in an arrangement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Shape {
    Chow,
    Pung,
    Kong,
    Pair,
    /// The thirteen terminals and honours with one of them paired; `tile` is the paired one.
    Orphans,
}

/// One group of an arrangement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Group {
    pub shape: Shape,
    /// The lowest tile (a chow's first tile; the paired tile of thirteen orphans).
    pub tile: Tile,
    /// Every tile came from the wall (a group completed by a winning discard is not concealed).
    pub concealed: bool,
    /// The declared meld this group is, if any.
    pub meld: Option<MeldKind>,
}

impl Group {
    pub fn is_set(&self) -> bool {
        matches!(self.shape, Shape::Chow | Shape::Pung | Shape::Kong)
    }

    /// A pung or a kong.
    pub fn is_triplet(&self) -> bool {
        matches!(self.shape, Shape::Pung | Shape::Kong)
    }

    pub fn contains(&self, tile: Tile) -> bool {
        match self.shape {
            Shape::Chow => {
                tile.suit() == self.tile.suit()
                    && tile.index() >= self.tile.index()
                    && tile.index() <= self.tile.index() + 2
            }
            Shape::Orphans => tile.is_terminal_or_honour(),
            _ => tile == self.tile,
        }
    }

    /// Whether any tile of the group satisfies `f`.
    pub fn any(&self, f: impl Fn(Tile) -> bool) -> bool {
        self.tiles().into_iter().any(f)
    }

    /// Whether every tile of the group satisfies `f`.
    pub fn all(&self, f: impl Fn(Tile) -> bool) -> bool {
        self.tiles().into_iter().all(f)
    }

    /// The tiles of the group.
    pub fn tiles(&self) -> ArrayVec<Tile, 14> {
        let mut out = ArrayVec::new();
        let i = self.tile.index();
        match self.shape {
            Shape::Chow => (i..i + 3)
                .filter_map(Tile::from_index)
                .for_each(|t| out.push(t)),
            Shape::Pung => (0..3).for_each(|_| out.push(self.tile)),
            Shape::Kong => (0..4).for_each(|_| out.push(self.tile)),
            Shape::Pair => (0..2).for_each(|_| out.push(self.tile)),
            Shape::Orphans => {
                for t in Tile::all().filter(|t| t.is_terminal_or_honour()) {
                    out.push(t);
                    if t == self.tile {
                        out.push(t);
                    }
                }
            }
        }
        out
    }
}

/// The overall form of a winning hand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Form {
    /// Four sets and a pair.
    Regular,
    SevenPairs,
    ThirteenOrphans,
    /// A win some rules grant without a complete hand (all eight bonus tiles, or sets
    /// declared by a house rule); it has no groups.
    Declared,
}

/// The wait the winning tile completed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Wait {
    /// Either end of two consecutive tiles (45 waiting on 3 or 6).
    TwoSided,
    /// The middle of a chow (46 waiting on 5).
    Closed,
    /// 12 waiting on 3, or 89 waiting on 7.
    Edge,
    /// One of two pairs becoming a pung.
    DualPung,
    /// A single tile completing the pair.
    Single,
    /// Thirteen orphans waiting on any of its thirteen kinds.
    ThirteenSided,
}

impl Wait {
    pub fn name(self) -> &'static str {
        match self {
            Wait::TwoSided => "two-sided wait",
            Wait::Closed => "closed wait",
            Wait::Edge => "edge wait",
            Wait::DualPung => "dual pung wait",
            Wait::Single => "single wait",
            Wait::ThirteenSided => "thirteen-sided wait",
        }
    }
}

/// One reading of a winning hand. Regular: groups 0–3 are the sets, group 4 the pair.
/// Seven pairs: seven pair groups. Thirteen orphans: one group.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Arrangement {
    pub form: Form,
    pub groups: ArrayVec<Group, 7>,
    /// Index of the group that holds the winning tile.
    pub winning_group: usize,
    pub wait: Wait,
}

impl Arrangement {
    /// The reading of a win declared without a complete hand.
    pub fn declared() -> Arrangement {
        Arrangement {
            form: Form::Declared,
            groups: ArrayVec::new(),
            winning_group: 0,
            wait: Wait::Single,
        }
    }

    /// The sets (regular hands only).
    pub fn sets(&self) -> &[Group] {
        match self.form {
            Form::Regular => &self.groups[..4],
            _ => &[],
        }
    }

    /// The pair of a regular hand.
    pub fn pair(&self) -> Option<Group> {
        match self.form {
            Form::Regular => self.groups.get(4).copied(),
            _ => None,
        }
    }

    /// Bit mask selecting every group.
    pub fn all_groups_mask(&self) -> u16 {
        (1u16 << self.groups.len()) - 1
    }

    /// Bit mask of the group holding the winning tile (none for a declared win).
    pub fn winning_group_mask(&self) -> u16 {
        if self.groups.is_empty() {
            0
        } else {
            1 << self.winning_group
        }
    }

    /// Bit mask of the groups that satisfy `f`.
    pub fn mask_where(&self, f: impl Fn(&Group) -> bool) -> u16 {
        self.groups
            .iter()
            .enumerate()
            .filter(|(_, g)| f(g))
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// A short text such as `123m 123m 123m [777z] 11p`: brackets mark declared melds,
    /// parentheses concealed kongs, `*` the winning tile's group.
    pub fn describe(&self) -> String {
        if self.form == Form::Declared {
            return "(declared: no complete hand needed)".to_string();
        }
        self.groups
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let text = crate::tiles::format_tiles(&g.tiles());
                let text = match g.meld {
                    Some(MeldKind::ConcealedKong) => format!("({text})"),
                    Some(_) => format!("[{text}]"),
                    None => text,
                };
                if i == self.winning_group {
                    format!("{text}*")
                } else {
                    text
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Every arrangement of a hand. `four_alike_as_two_pairs`: seven pairs may use four
/// identical concealed tiles as two pairs.
pub fn arrangements(hand: &Hand, four_alike_as_two_pairs: bool) -> Vec<Arrangement> {
    let mut out = Vec::with_capacity(4);
    arrangements_into(hand, four_alike_as_two_pairs, &mut out);
    out
}

/// [`arrangements`], appended to `out` (a buffer the caller keeps from hand to hand).
pub fn arrangements_into(hand: &Hand, four_alike_as_two_pairs: bool, out: &mut Vec<Arrangement>) {
    let sets_needed = 4 - hand.melds.len();
    let mut counts = hand.concealed;
    let mut path: ArrayVec<(Shape, Tile), 4> = ArrayVec::new();
    let KindBits { held, odd, .. } = kind_bits(&counts);
    decompose(
        &mut counts,
        held,
        sets_needed,
        None,
        &mut path,
        &mut |sets, pair| place_winning_tile(hand, sets, pair, out),
    );
    if hand.melds.is_empty() {
        // Seven pairs holds no kind an odd number of times.
        if odd == 0
            && let Some(a) = seven_pairs(hand, four_alike_as_two_pairs)
        {
            out.push(a);
        }
        // Thirteen orphans holds no suited 2 to 8.
        if held & SIMPLES == 0
            && let Some(a) = thirteen_orphans(hand)
        {
            out.push(a);
        }
    }
}

/// Every split of `counts` into `sets_left` sets and a pair (`pair`: the pair's kind once
/// placed), lowest kind first, so that each split's sets come out sorted by kind, chows
/// before a pung of the same kind; `held` is the bit set of the kinds `counts` still holds
/// (the next kind to place is its lowest bit, without scanning the counts).
fn decompose(
    counts: &mut Counts,
    held: u64,
    sets_left: usize,
    pair: Option<Tile>,
    path: &mut ArrayVec<(Shape, Tile), 4>,
    emit: &mut impl FnMut(&[(Shape, Tile)], Tile),
) {
    if held == 0 {
        if let (0, Some(pair)) = (sets_left, pair) {
            emit(path, pair);
        }
        return;
    }
    let i = held.trailing_zeros() as usize;
    let Some(tile) = Tile::from_index(i) else {
        return;
    };
    let c = counts[i] as usize;
    // (Half-open ranges: an inclusive one costs a flag and its tests at every step.)
    for pairs in 0..1 + usize::from(pair.is_none() && c >= 2) {
        for pungs in 0..1 + usize::from(c - 2 * pairs >= 3) {
            let chows = c - 2 * pairs - 3 * pungs;
            if pungs + chows > sets_left {
                continue;
            }
            if chows > 0
                && (!tile.starts_chow()
                    || (counts[i + 1] as usize) < chows
                    || (counts[i + 2] as usize) < chows)
            {
                continue;
            }
            let mark = path.len();
            for _ in 0..chows {
                path.push((Shape::Chow, tile));
            }
            if pungs == 1 {
                path.push((Shape::Pung, tile));
            }
            let saved = counts[i];
            counts[i] = 0;
            let mut rest = held & !(1 << i);
            if chows > 0 {
                // A chow starts at most at 7 of its suit: kinds i + 1 and i + 2 exist.
                for k in [i + 1, i + 2] {
                    counts[k] -= chows as u8;
                    if counts[k] == 0 {
                        rest &= !(1 << k);
                    }
                }
            }
            decompose(
                counts,
                rest,
                sets_left - pungs - chows,
                if pairs == 1 { Some(tile) } else { pair },
                path,
                emit,
            );
            counts[i] = saved;
            if chows > 0 {
                counts[i + 1] += chows as u8;
                counts[i + 2] += chows as u8;
            }
            path.truncate(mark);
        }
    }
}

/// The arrangements of one split (its concealed sets sorted, and the pair): one for each
/// different group the winning tile can complete.
fn place_winning_tile(
    hand: &Hand,
    sets: &[(Shape, Tile)],
    pair_tile: Tile,
    out: &mut Vec<Arrangement>,
) {
    let from_discard = !hand.win.is_self_draw();
    let win = hand.winning_tile;
    let pair_index = sets.len() + hand.melds.len();
    // The concealed sets, then the pair; equal sets sit side by side, and only the first
    // of them is tried.
    let candidates = sets
        .iter()
        .copied()
        .enumerate()
        .chain(std::iter::once((pair_index, (Shape::Pair, pair_tile))));
    let mut previous: Option<(Shape, Tile)> = None;
    for (k, (shape, tile)) in candidates {
        let probe = Group {
            shape,
            tile,
            concealed: true,
            meld: None,
        };
        if !probe.contains(win) || previous == Some((shape, tile)) {
            continue;
        }
        previous = Some((shape, tile));
        let wait = if k == pair_index {
            Wait::Single
        } else {
            wait_in(shape, tile, win)
        };
        // Built where it is kept: the groups are written once, never copied.
        out.push(Arrangement {
            form: Form::Regular,
            groups: ArrayVec::new(),
            winning_group: k,
            wait,
        });
        let Some(arrangement) = out.last_mut() else {
            return;
        };
        let groups = &mut arrangement.groups;
        for (j, &(shape, tile)) in sets.iter().enumerate() {
            groups.push(Group {
                shape,
                tile,
                concealed: !(j == k && from_discard),
                meld: None,
            });
        }
        for m in &hand.melds {
            let shape = match m.kind {
                MeldKind::Chow => Shape::Chow,
                MeldKind::Pung => Shape::Pung,
                _ => Shape::Kong,
            };
            groups.push(Group {
                shape,
                tile: m.tile,
                concealed: m.kind == MeldKind::ConcealedKong,
                meld: Some(m.kind),
            });
        }
        groups.push(Group {
            shape: Shape::Pair,
            tile: pair_tile,
            concealed: !(k == pair_index && from_discard),
            meld: None,
        });
    }
}

fn wait_in(shape: Shape, first: Tile, win: Tile) -> Wait {
    match shape {
        Shape::Chow => match (win.index() - first.index(), first.number()) {
            (1, _) => Wait::Closed,
            (0, Some(7)) | (2, Some(1)) => Wait::Edge,
            _ => Wait::TwoSided,
        },
        Shape::Pair => Wait::Single,
        _ => Wait::DualPung,
    }
}

fn seven_pairs(hand: &Hand, four_alike_as_two_pairs: bool) -> Option<Arrangement> {
    let mut groups: ArrayVec<Group, 7> = ArrayVec::new();
    let from_discard = !hand.win.is_self_draw();
    for t in Tile::all() {
        let pairs = match hand.concealed[t.index()] {
            0 => 0,
            2 => 1,
            4 if four_alike_as_two_pairs => 2,
            _ => return None,
        };
        for _ in 0..pairs {
            groups.push(Group {
                shape: Shape::Pair,
                tile: t,
                concealed: true,
                meld: None,
            });
        }
    }
    let winning_group = groups.iter().position(|g| g.tile == hand.winning_tile)?;
    groups[winning_group].concealed = !from_discard;
    Some(Arrangement {
        form: Form::SevenPairs,
        groups,
        winning_group,
        wait: Wait::Single,
    })
}

fn thirteen_orphans(hand: &Hand) -> Option<Arrangement> {
    let mut paired = None;
    for t in Tile::all() {
        let c = hand.concealed[t.index()];
        match (t.is_terminal_or_honour(), c) {
            (true, 1) | (false, 0) => {}
            (true, 2) if paired.is_none() => paired = Some(t),
            _ => return None,
        }
    }
    let tile = paired?;
    let wait = if tile == hand.winning_tile {
        Wait::ThirteenSided
    } else {
        Wait::Single
    };
    let mut groups = ArrayVec::new();
    groups.push(Group {
        shape: Shape::Orphans,
        tile,
        concealed: hand.win.is_self_draw(),
        meld: None,
    });
    Some(Arrangement {
        form: Form::ThirteenOrphans,
        groups,
        winning_group: 0,
        wait,
    })
}

/// Whether nine counts of one suit split into sets only. Greedy is exact here: at the lowest
/// tile, three alike serve as a pung as well as three chows would, so take `count % 3` chows.
fn suit_sets_only(c: &[u8]) -> bool {
    let mut t = [0u8; 9];
    t.copy_from_slice(c);
    for i in 0..9 {
        let chows = t[i] % 3;
        if chows > 0 {
            if i > 6 || t[i + 1] < chows || t[i + 2] < chows {
                return false;
            }
            t[i + 1] -= chows;
            t[i + 2] -= chows;
        }
    }
    true
}

/// Whether nine counts of one suit split into sets and exactly one pair.
///
/// Every set's numbers add up to a multiple of 3 (a pung 3i, a chow 3i + 3), so the pair's
/// number p has 2p ≡ `Σ i·c[i]` (mod 3): only every third number is tried.
fn suit_with_pair(c: &[u8]) -> bool {
    let mut tmp = [0u8; 9];
    tmp.copy_from_slice(c);
    let weighted: usize = c.iter().enumerate().map(|(i, &n)| i * n as usize).sum();
    let first = (2 * weighted) % 3;
    for i in (first..9).step_by(3) {
        if tmp[i] >= 2 {
            tmp[i] -= 2;
            let ok = suit_sets_only(&tmp);
            tmp[i] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

/// State of one component (a suit or the honours) for completeness checks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Part {
    Sets,
    SetsAndPair,
    Broken,
}

pub(crate) fn suit_part(c: &[u8]) -> Part {
    let n: u32 = c.iter().map(|&x| x as u32).sum();
    match n % 3 {
        0 if suit_sets_only(c) => Part::Sets,
        2 if suit_with_pair(c) => Part::SetsAndPair,
        _ => Part::Broken,
    }
}

pub(crate) fn honour_part(c: &[u8]) -> Part {
    let mut pairs = 0;
    for &x in c {
        match x {
            0 | 3 => {}
            2 => pairs += 1,
            _ => return Part::Broken,
        }
    }
    match pairs {
        0 => Part::Sets,
        1 => Part::SetsAndPair,
        _ => Part::Broken,
    }
}

pub(crate) fn parts_complete(parts: [Part; 4]) -> bool {
    let mut pairs = 0;
    for p in parts {
        match p {
            Part::Broken => return false,
            Part::SetsAndPair => pairs += 1,
            Part::Sets => {}
        }
    }
    pairs == 1
}

/// Whether concealed counts (3n + 2 tiles) form sets and a pair, seven pairs or thirteen
/// orphans. `melds` is how many sets are declared apart; seven pairs and thirteen orphans
/// need none. Four alike count as two pairs when `four_alike_as_two_pairs`.
pub fn is_complete(counts: &Counts, melds: usize, four_alike_as_two_pairs: bool) -> bool {
    let n: usize = counts.iter().map(|&c| c as usize).sum();
    if n != 14 - 3 * melds.min(crate::tiles::SETS) {
        return false;
    }
    if regular_complete(counts) {
        return true;
    }
    melds == 0 && (is_seven_pairs(counts, four_alike_as_two_pairs) || is_thirteen_orphans(counts))
}

/// Four components (three suits, honours) each split into sets, exactly one with the pair.
fn regular_complete(counts: &Counts) -> bool {
    parts_complete([0, 1, 2, 3].map(|c| component_part(counts, c)))
}

/// How one component (0–2 the suits, 3 the honours) splits into sets.
pub(crate) fn component_part(counts: &Counts, component: usize) -> Part {
    let range = component * 9..(component * 9 + 9).min(KINDS);
    if component == 3 {
        honour_part(&counts[range])
    } else {
        suit_part(&counts[range])
    }
}

pub(crate) fn is_seven_pairs(counts: &Counts, four_alike_as_two_pairs: bool) -> bool {
    let mut pairs = 0;
    for &c in counts {
        match c {
            0 => {}
            2 => pairs += 1,
            4 if four_alike_as_two_pairs => pairs += 2,
            _ => return false,
        }
    }
    pairs == 7
}

/// Indices of the thirteen terminal and honour kinds.
pub(crate) const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

pub(crate) fn is_thirteen_orphans(counts: &Counts) -> bool {
    let mut total = 0;
    let mut paired = false;
    for i in ORPHANS {
        match counts[i] {
            1 => total += 1,
            2 if !paired => {
                paired = true;
                total += 2;
            }
            _ => return false,
        }
    }
    total == 14 && counts.iter().map(|&c| c as usize).sum::<usize>() == 14
}

impl WinMethod {
    /// Whether the winning tile counts as a discard for concealment (discard or robbed kong).
    pub fn is_claimed(self) -> bool {
        !self.is_self_draw()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::test_support::hand;
    use crate::tiles::{counts_of, parse_tiles};

    fn complete(s: &str) -> bool {
        is_complete(&counts_of(&parse_tiles(s).unwrap()), 0, true)
    }

    #[test]
    fn completeness() {
        assert!(complete("123m456p789s11122z"));
        assert!(complete("11122233344455m"));
        assert!(complete("1122m3344p5566s77z"));
        assert!(complete("19m19p19s12345677z"));
        assert!(complete("11112222333344m"));
        assert!(!complete("123m456p789s11123z"));
        assert!(!complete("19m19p19s1234567z8m"));
        assert!(!is_complete(
            &counts_of(&parse_tiles("1111m2233p4455s66z").unwrap()),
            0,
            false
        ));
        assert!(is_complete(
            &counts_of(&parse_tiles("1111m2233p4455s66z").unwrap()),
            0,
            true
        ));
    }

    #[test]
    fn freedom_of_arrangement_readings() {
        let h = hand("11122233m3m11p [777z]", "3m", WinMethod::Discard);
        let all = arrangements(&h, true);
        let texts: Vec<String> = all.iter().map(|a| a.describe()).collect();
        assert_eq!(all.len(), 2, "{texts:?}");
        assert!(
            texts.contains(&"123m* 123m 123m [777z] 11p".to_string()),
            "{texts:?}"
        );
        assert!(
            texts.contains(&"111m 222m 333m* [777z] 11p".to_string()),
            "{texts:?}"
        );
    }

    #[test]
    fn winning_tile_position_gives_separate_readings() {
        // 2m can complete 234m (edge side) or 123m... here 1223m4m: 123 + 24? Use 22m pair vs chow.
        let h = hand("123m22m456p789s111z", "2m", WinMethod::SelfDraw);
        let all = arrangements(&h, true);
        let waits: Vec<Wait> = all.iter().map(|a| a.wait).collect();
        assert!(
            waits.contains(&Wait::Closed) && waits.contains(&Wait::Single),
            "{waits:?}"
        );
    }

    #[test]
    fn waits_are_named() {
        let edge = hand("12m3m456p789s11122z", "3m", WinMethod::Discard);
        assert_eq!(arrangements(&edge, true)[0].wait, Wait::Edge);
        let two = hand("23m4m456p789s11122z", "4m", WinMethod::Discard);
        assert_eq!(arrangements(&two, true)[0].wait, Wait::TwoSided);
    }

    #[test]
    fn concealment_of_pung_completed_by_discard() {
        let h = hand("111m222p333s44455z", "4z", WinMethod::Discard);
        let all = arrangements(&h, true);
        assert_eq!(all.len(), 1);
        assert_eq!(
            all[0]
                .groups
                .iter()
                .filter(|g| g.is_triplet() && g.concealed)
                .count(),
            3
        );
    }

    #[test]
    fn seven_pairs_and_orphans_found() {
        let h = hand("1122m3344p5566s77z", "7z", WinMethod::Discard);
        assert!(
            arrangements(&h, true)
                .iter()
                .any(|a| a.form == Form::SevenPairs)
        );
        let h = hand("19m19p19s12345677z", "7z", WinMethod::Discard);
        let a = arrangements(&h, true);
        assert_eq!(a[0].form, Form::ThirteenOrphans);
        assert_eq!(a[0].wait, Wait::ThirteenSided);
        let h = hand("1111m2233p4455s66z", "6z", WinMethod::Discard);
        assert!(arrangements(&h, false).is_empty());
        assert_eq!(arrangements(&h, true).len(), 1);
    }
}

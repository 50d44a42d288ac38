//! Detectors that several rule systems share, each a small pure function of the facts of one
//! arrangement; a system's pattern table names them beside its own.

use super::facts::TERMINALS;
use super::{Facts, Found};
use crate::hand::{Form, Group, Shape, WinMethod};
use crate::tiles::Tile;

/// Pungs or kongs of `triplets` honours of one kind (dragons, winds), with a pair of that kind
/// when `with_pair`.
pub(crate) fn honour_sets(
    f: &Facts,
    kind: fn(Tile) -> bool,
    triplets: u32,
    with_pair: bool,
) -> Option<Found> {
    f.honour_sets(kind, triplets, with_pair)
        .and_then(Found::once)
}

/// Nine Gates: 1112345678999 of one suit, concealed, and any tile of that suit.
pub(crate) fn nine_gates(f: &Facts) -> Option<Found> {
    f.is_nine_gates().then_some(Found {
        count: 1,
        tiles: f.all_groups(),
    })
}

/// Two dragon pungs or kongs and a dragon pair.
pub(crate) fn small_three_dragons(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_dragon, 2, true)
}

/// Three dragon pungs or kongs.
pub(crate) fn big_three_dragons(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_dragon, 3, false)
}

/// Three wind pungs or kongs and a wind pair.
pub(crate) fn small_four_winds(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_wind, 3, true)
}

/// Four wind pungs or kongs.
pub(crate) fn big_four_winds(f: &Facts) -> Option<Found> {
    honour_sets(f, Tile::is_wind, 4, false)
}

/// Four pungs or kongs and a pair.
pub(crate) fn all_pungs(f: &Facts) -> Option<Found> {
    Found::when(f.is_regular() && f.triplet_count() == 4, 0b1111)
}

/// One suit with honours.
pub(crate) fn half_flush(f: &Facts) -> Option<Found> {
    Found::when(f.suit_count() == 1 && f.has_honours(), f.all_groups())
}

/// One suit, no honours.
pub(crate) fn full_flush(f: &Facts) -> Option<Found> {
    Found::when(f.suit_count() == 1 && !f.has_honours(), f.all_groups())
}

/// Seven pairs.
pub(crate) fn seven_pairs(f: &Facts) -> Option<Found> {
    Found::when(f.arrangement.form == Form::SevenPairs, f.all_groups())
}

/// One of each terminal and honour, and a pair of one of them.
pub(crate) fn thirteen_orphans(f: &Facts) -> Option<Found> {
    Found::when(f.arrangement.form == Form::ThirteenOrphans, 1)
}

/// Four pungs or kongs of terminals and a terminal pair.
pub(crate) fn all_terminals(f: &Facts) -> Option<Found> {
    Found::when(
        f.is_regular() && f.triplet_count() == 4 && f.only(TERMINALS),
        f.all_groups(),
    )
}

/// Won on the replacement tile of a second kong in a row.
pub(crate) fn kong_on_kong(f: &Facts) -> Option<Found> {
    Found::when(f.hand.flags.kong_on_kong, f.winning_group())
}

/// Won on the replacement tile of a kong.
pub(crate) fn kong_replacement(f: &Facts) -> Option<Found> {
    Found::when(f.hand.win == WinMethod::KongReplacement, f.winning_group())
}

/// Won on the tile another player added to his pung.
pub(crate) fn robbing_kong(f: &Facts) -> Option<Found> {
    Found::when(f.hand.win == WinMethod::RobbingKong, f.winning_group())
}

/// Whether a tile of the group satisfies `holds`, a test that a tile of a chow can pass only
/// at the chow's ends (a terminal, an honour): [`crate::hand::Group::any`] without listing
/// the tiles.
pub(crate) fn holds_in(g: &Group, holds: impl Fn(Tile) -> bool) -> bool {
    match g.shape {
        Shape::Chow => holds(g.tile) || Tile::from_index(g.tile.index() + 2).is_some_and(&holds),
        Shape::Pung | Shape::Kong | Shape::Pair => holds(g.tile),
        Shape::Orphans => g.any(holds),
    }
}

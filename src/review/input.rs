//! A [`Position`] from text, as `tilewise advise` and the tests write one, and back
//! ([`advise_args`]: the arguments that give a position to `tilewise advise` again).
//!
//! - tiles in notation (`"123m456p789s11z"`);
//! - melds as `"pung 5z from west, chow 3m from north, concealed kong 1p"` (a claimed meld's
//!   seat after `from`; `fresh` and `wall N` for a kong of a never-discarded tile and the live
//!   wall when it was claimed, as Singapore's liability reads them);
//! - the other seats one each: `"south; melds: pung 5z from east; discards: 19m4z; bonus: F1;
//!   missing: p; out"` (every part but the seat optional).

use super::{Moment, Opponent, Position, Turn};
use crate::game::DrawKind;
use crate::hand::{Meld, MeldKind};
use crate::i18n::{Localized, Message};
use crate::rules::RuleSettings;
use crate::tiles::{
    BonusTile, Counts, KINDS, NotationError, Suit, Tile, Wind, counts_of, format_bonus,
    format_counts, format_tiles, in_suit, parse_bonus_list, parse_tile, parse_tiles,
};

/// How the player's turn began, as written: `wall` (a draw from the wall), `kong` (a kong's
/// replacement), `bonus` (a bonus tile's replacement), `dealt` (the dealer's first turn),
/// `claimed` (after a claimed pung or chow).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TurnText {
    #[default]
    Wall,
    Kong,
    Bonus,
    Dealt,
    Claimed,
}

impl TurnText {
    pub const IDS: [&'static str; 5] = ["wall", "kong", "bonus", "dealt", "claimed"];

    pub fn from_id(id: &str) -> Option<TurnText> {
        let all = [
            TurnText::Wall,
            TurnText::Kong,
            TurnText::Bonus,
            TurnText::Dealt,
            TurnText::Claimed,
        ];
        TurnText::IDS.iter().position(|&i| i == id).map(|i| all[i])
    }

    fn id(self) -> &'static str {
        match self {
            TurnText::Wall => "wall",
            TurnText::Kong => "kong",
            TurnText::Bonus => "bonus",
            TurnText::Dealt => "dealt",
            TurnText::Claimed => "claimed",
        }
    }
}

/// The decision, as written: the player's own turn, another seat's discard to claim, or
/// another seat's added kong to rob.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MomentText<'a> {
    #[default]
    Turn,
    Claim {
        tile: &'a str,
        from: Wind,
    },
    Rob {
        tile: &'a str,
        from: Wind,
    },
}

/// The text of a position, each field as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText<'a> {
    pub rules: RuleSettings,
    /// Concealed tiles: 3n + 2 at his own turn, 3n + 1 at a claim or a kong to rob.
    pub hand: &'a str,
    /// Melds, comma-separated (module doc).
    pub melds: &'a str,
    /// Bonus tiles set aside (`"F1 S3"`).
    pub bonus: &'a str,
    /// His own discards on the table, in order.
    pub discards: &'a str,
    /// Tiles seen besides every seat's discards and the others' melds (which count anyway).
    pub visible: &'a str,
    /// Tiles in the live wall; `None`: from `draws_left`.
    pub wall: Option<u32>,
    pub draws_left: u32,
    pub seat: Wind,
    pub prevailing: Wind,
    pub dealer: Wind,
    /// Sichuan's missing suit; `None` picks the suit with the fewest tiles in hand and melds
    /// (the first such of m, p, s).
    pub missing: Option<Suit>,
    /// At his own turn: the tile just drawn, when known.
    pub drawn: Option<&'a str>,
    pub turn: TurnText,
    pub moment: MomentText<'a>,
    /// The other seats, one string each (module doc).
    pub others: Vec<&'a str>,
}

impl Default for PositionText<'_> {
    fn default() -> Self {
        PositionText {
            rules: RuleSettings::default(),
            hand: "",
            melds: "",
            bonus: "",
            discards: "",
            visible: "",
            wall: None,
            draws_left: 20,
            seat: Wind::East,
            prevailing: Wind::East,
            dealer: Wind::East,
            missing: None,
            drawn: None,
            turn: TurnText::Wall,
            moment: MomentText::Turn,
            others: Vec::new(),
        }
    }
}

/// Why a position's text cannot be read; each names its field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    #[error("{field}: {source}")]
    Notation {
        field: &'static str,
        source: NotationError,
    },
    /// The 1-based meld and its text.
    #[error(
        "meld {index} ('{text}'): write it as 'pung 5z', 'chow 3m', 'kong 5z', 'concealed kong 5z' or 'added kong 5z', with 'from west' for a claimed one"
    )]
    BadMeld { index: usize, text: String },
    /// More tiles in the hand than any hand holds.
    #[error("--hand: {found} tiles; a hand holds at most 14")]
    TooManyTiles { found: usize },
    /// An `--others` entry (1-based) that cannot be read: what is wrong.
    #[error("--others {index} ('{text}'): {problem}")]
    BadSeat {
        index: usize,
        text: String,
        problem: SeatProblem,
    },
}

/// What is wrong with one `--others` entry, the part as typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatProblem {
    #[error("'{0}' is no seat; start with east, south, west or north")]
    NoSeat(String),
    #[error("'{0}' is no suit; write m, p or s")]
    NoSuit(String),
    #[error("'{0}' is not melds, discards, bonus, missing or out")]
    UnknownPart(String),
}

impl Localized for PositionTextError {
    fn message(&self) -> Message {
        let m = Message::new;
        match self {
            PositionTextError::Notation { field, source } => m("position-text-notation")
                .text("field", field)
                .msg("error", source.message()),
            PositionTextError::BadMeld { index, text } => m("position-text-bad-meld")
                .int("index", *index)
                .text("text", text),
            PositionTextError::TooManyTiles { found } => {
                m("position-text-too-many-tiles").int("found", *found)
            }
            PositionTextError::BadSeat {
                index,
                text,
                problem,
            } => m("position-text-bad-seat")
                .int("index", *index)
                .text("text", text)
                .msg("problem", problem.message()),
        }
    }
}

impl Localized for SeatProblem {
    fn message(&self) -> Message {
        let (id, text) = match self {
            SeatProblem::NoSeat(text) => ("position-seat-no-seat", text),
            SeatProblem::NoSuit(text) => ("position-seat-no-suit", text),
            SeatProblem::UnknownPart(text) => ("position-seat-unknown-part", text),
        };
        Message::new(id).text("text", text)
    }
}

fn notation(field: &'static str) -> impl Fn(NotationError) -> PositionTextError {
    move |source| PositionTextError::Notation { field, source }
}

fn tiles_of(field: &'static str, text: &str) -> Result<Vec<Tile>, PositionTextError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    parse_tiles(text).map_err(notation(field))
}

fn bonus_of(field: &'static str, text: &str) -> Result<Vec<BonusTile>, PositionTextError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    parse_bonus_list(text).map_err(notation(field))
}

impl PositionText<'_> {
    /// The position (checked later by [`super::advise()`]): the visible tiles are every seat's
    /// discards, the others' melds, and `visible` besides.
    pub fn position(&self) -> Result<Position, PositionTextError> {
        let hand = tiles_of("--hand", self.hand)?;
        // Counted before the counts (which stop at 255 a kind) hold them.
        if hand.len() > 14 {
            return Err(PositionTextError::TooManyTiles { found: hand.len() });
        }
        let concealed = counts_of(&hand);
        let melds = parse_melds(self.melds)?;
        let mut others = Vec::new();
        for (i, text) in self.others.iter().enumerate() {
            others.push(parse_opponent(i + 1, text)?);
        }
        let moment = match self.moment {
            MomentText::Turn => Moment::Discard,
            MomentText::Claim { tile, from } => Moment::Claim {
                tile: parse_tile(tile).map_err(notation("--claim"))?,
                from,
            },
            MomentText::Rob { tile, from } => Moment::Rob {
                tile: parse_tile(tile).map_err(notation("--rob"))?,
                from,
            },
        };
        // The offered discard lies on its discarder's river.
        if let Moment::Claim { tile, from } = moment {
            if !others.iter().any(|o| o.seat == from) {
                others.push(Opponent::new(from));
            }
            if let Some(o) = others.iter_mut().find(|o| o.seat == from)
                && o.discards.last() != Some(&tile)
            {
                o.discards.push(tile);
            }
        }
        // The kong to rob lies among its adder's melds: his pung of the tile, the fourth added
        // (the pung as written becomes the added kong; none written, it is added).
        if let Moment::Rob { tile, from } = moment {
            if !others.iter().any(|o| o.seat == from) {
                others.push(Opponent::new(from));
            }
            if let Some(o) = others.iter_mut().find(|o| o.seat == from) {
                let alike = |m: &&mut Meld| m.tile == tile && m.kind != MeldKind::Chow;
                match o.melds.iter_mut().find(alike) {
                    Some(m) if m.kind == MeldKind::Pung => m.kind = MeldKind::AddedKong,
                    Some(_) => {}
                    None => o.melds.push(Meld::new(MeldKind::AddedKong, tile)),
                }
            }
        }
        let discards = tiles_of("--discards", self.discards)?;
        let mut visible: Counts = counts_of(&tiles_of("--visible", self.visible)?);
        for t in discards
            .iter()
            .chain(others.iter().flat_map(|o| o.discards.iter()))
        {
            visible[t.index()] = visible[t.index()].saturating_add(1);
        }
        for m in others.iter().flat_map(|o| o.melds.iter()) {
            for t in m.tiles() {
                visible[t.index()] = visible[t.index()].saturating_add(1);
            }
        }
        let missing_suit = match (&self.rules, self.missing) {
            (RuleSettings::Sichuan(_), None) => Some(fewest_suit(&concealed, &melds)),
            // Elsewhere a suit written is kept, for the check to refuse.
            (_, missing) => missing,
        };
        let drawn = match self.drawn {
            Some(t) => Some(parse_tile(t).map_err(notation("--drawn"))?),
            None => None,
        };
        let drew = |kind| Turn::Drew { tile: drawn, kind };
        let turn = match self.turn {
            TurnText::Wall => drew(DrawKind::Wall),
            TurnText::Kong => drew(DrawKind::KongReplacement { kongs_in_a_row: 1 }),
            TurnText::Bonus => drew(DrawKind::BonusReplacement { in_a_row: 1 }),
            TurnText::Dealt => Turn::Dealt,
            TurnText::Claimed => Turn::Claimed,
        };
        others.sort_by_key(|o| o.seat.index());
        let position = Position {
            rules: self.rules.clone(),
            concealed,
            melds,
            bonus: bonus_of("--bonus", self.bonus)?,
            discards,
            visible,
            wall: self.wall.unwrap_or(0),
            seat: self.seat,
            prevailing: self.prevailing,
            dealer: self.dealer,
            missing_suit,
            moment,
            turn,
            others,
        };
        Ok(match self.wall {
            Some(_) => position,
            None => position.with_draws_left(self.draws_left),
        })
    }
}

/// Melds written `"pung 5z from west, chow 3m, concealed kong 1p"` (empty text: none).
pub fn parse_melds(text: &str) -> Result<Vec<Meld>, PositionTextError> {
    let mut melds = Vec::new();
    for (i, part) in text
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .enumerate()
    {
        let bad = || PositionTextError::BadMeld {
            index: i + 1,
            text: crate::files::quote(part),
        };
        let words: Vec<&str> = part.split_whitespace().collect();
        let (kind, tile, rest) = match words.as_slice() {
            ["pung", t, rest @ ..] => (MeldKind::Pung, *t, rest),
            ["chow", t, rest @ ..] => (MeldKind::Chow, *t, rest),
            ["kong", t, rest @ ..] | ["exposed", "kong", t, rest @ ..] => {
                (MeldKind::ExposedKong, *t, rest)
            }
            ["concealed", "kong", t, rest @ ..] => (MeldKind::ConcealedKong, *t, rest),
            ["added", "kong", t, rest @ ..] => (MeldKind::AddedKong, *t, rest),
            _ => return Err(bad()),
        };
        let tile: Tile = parse_tile(tile).map_err(|_| bad())?;
        if kind == MeldKind::Chow && !tile.starts_chow() {
            return Err(bad());
        }
        let mut meld = Meld::new(kind, tile);
        let mut rest = rest.iter();
        while let Some(word) = rest.next() {
            match *word {
                "from" => {
                    meld.from = Some(rest.next().and_then(|w| wind_of(w)).ok_or_else(bad)?);
                }
                "fresh" => meld.fresh = true,
                "wall" => {
                    meld.wall_tiles_left =
                        Some(rest.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?);
                }
                _ => return Err(bad()),
            }
        }
        melds.push(meld);
    }
    Ok(melds)
}

/// A choice as the JSON and `--focus` write it: `5m` or `discard 5m`, `kong 5m`, `chow 3m`
/// (its lowest tile), `win`, `pung`, `pass`.
pub fn choice_of(text: &str) -> Option<super::Choice> {
    use super::Choice;
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["win"] => Some(Choice::Win),
        ["pung"] => Some(Choice::Pung),
        ["pass"] => Some(Choice::Pass),
        ["kong", t] => parse_tile(t).ok().map(Choice::Kong),
        ["chow", t] => parse_tile(t)
            .ok()
            .filter(|t| t.starts_chow())
            .map(Choice::Chow),
        ["discard", t] | [t] => parse_tile(t).ok().map(Choice::Discard),
        _ => None,
    }
}

/// A wind by name or letter: east, south, west, north (e, s, w, n), any case.
pub fn wind_of(s: &str) -> Option<Wind> {
    match s.to_ascii_lowercase().as_str() {
        "east" | "e" => Some(Wind::East),
        "south" | "s" => Some(Wind::South),
        "west" | "w" => Some(Wind::West),
        "north" | "n" => Some(Wind::North),
        _ => None,
    }
}

/// A suit by its letter or name: m, p, s (characters, dots, bamboo).
pub fn suit_of(s: &str) -> Option<Suit> {
    Suit::ALL
        .into_iter()
        .find(|suit| s == suit.letter().to_string() || s.eq_ignore_ascii_case(suit.name()))
}

/// One other seat (`index` 1-based): `"south; melds: …; discards: …; bonus: …; missing: p;
/// out"`.
fn parse_opponent(index: usize, text: &str) -> Result<Opponent, PositionTextError> {
    let bad = |problem: SeatProblem| PositionTextError::BadSeat {
        index,
        text: crate::files::quote(text),
        problem,
    };
    let quote = crate::files::quote;
    let mut parts = text.split(';').map(str::trim);
    let seat_text = parts.next().unwrap_or("");
    let seat = wind_of(seat_text).ok_or_else(|| bad(SeatProblem::NoSeat(quote(seat_text))))?;
    let mut o = Opponent::new(seat);
    for part in parts.filter(|p| !p.is_empty()) {
        let (key, value) = match part.split_once(':') {
            Some((k, v)) => (k.trim(), v.trim()),
            None => (part, ""),
        };
        match key {
            "melds" => o.melds = parse_melds(value)?,
            "discards" => o.discards = tiles_of("--others discards", value)?,
            "bonus" => o.bonus = bonus_of("--others bonus", value)?,
            "missing" => {
                o.missing_suit =
                    Some(suit_of(value).ok_or_else(|| bad(SeatProblem::NoSuit(quote(value))))?)
            }
            "out" => o.out = true,
            other => {
                return Err(bad(SeatProblem::UnknownPart(quote(other))));
            }
        }
    }
    Ok(o)
}

/// The suit with the fewest tiles in `concealed` and `melds` (the first on ties).
fn fewest_suit(concealed: &Counts, melds: &[Meld]) -> Suit {
    let all = crate::hand::add_melds(*concealed, melds);
    Suit::ALL
        .into_iter()
        .min_by_key(|&s| (in_suit(&all, s), s.index()))
        .unwrap_or(Suit::Characters)
}

/// A meld as [`parse_melds`] reads it.
pub fn meld_text(m: &Meld) -> String {
    let kind = match m.kind {
        MeldKind::Pung => "pung",
        MeldKind::Chow => "chow",
        MeldKind::ExposedKong => "kong",
        MeldKind::ConcealedKong => "concealed kong",
        MeldKind::AddedKong => "added kong",
    };
    let mut text = format!("{kind} {}", m.tile);
    if let Some(from) = m.from {
        text.push_str(&format!(" from {}", super::json::seat_id(from)));
    }
    if m.fresh {
        text.push_str(" fresh");
    }
    if let Some(n) = m.wall_tiles_left {
        text.push_str(&format!(" wall {n}"));
    }
    text
}

fn melds_text(melds: &[Meld]) -> String {
    melds.iter().map(meld_text).collect::<Vec<_>>().join(", ")
}

/// The arguments of `tilewise advise` that give `position` again, with the options a review
/// advised it with (seed, rollouts, the played choice as the focus): the same candidates and
/// values. House rules other than the system's defaults go inline as RON.
pub fn advise_args(position: &Position, options: &super::AdviseOptions) -> Vec<String> {
    let p = position;
    let mut args: Vec<String> = vec!["advise".into(), "--rules".into(), p.rules.id().into()];
    let mut push = |flag: &str, value: String| {
        args.push(flag.to_string());
        args.push(value);
    };
    if RuleSettings::from_id(p.rules.id()).as_ref() != Some(&p.rules) {
        let profile = crate::rules::house::HouseRules::default()
            .with(&p.rules)
            .to_ron();
        push(
            "--house-rules",
            profile.split_whitespace().collect::<Vec<_>>().join(" "),
        );
    }
    push("--hand", format_counts(&p.concealed));
    if !p.melds.is_empty() {
        push("--melds", melds_text(&p.melds));
    }
    if !p.bonus.is_empty() {
        push("--bonus", format_bonus(&p.bonus));
    }
    if !p.discards.is_empty() {
        push("--discards", format_tiles(&p.discards));
    }
    // Tiles seen besides the rivers and the others' melds.
    let mut placed: Counts = [0; KINDS];
    for t in p
        .discards
        .iter()
        .chain(p.others.iter().flat_map(|o| o.discards.iter()))
    {
        placed[t.index()] += 1;
    }
    for m in p.others.iter().flat_map(|o| o.melds.iter()) {
        for t in m.tiles() {
            placed[t.index()] += 1;
        }
    }
    let mut extra: Counts = [0; KINDS];
    for k in 0..KINDS {
        extra[k] = p.visible[k].saturating_sub(placed[k]);
    }
    if extra.iter().any(|&n| n > 0) {
        push("--visible", format_counts(&extra));
    }
    push("--wall", p.wall.to_string());
    push("--seat", super::json::seat_id(p.seat).into());
    push("--round", super::json::seat_id(p.prevailing).into());
    push("--dealer", super::json::seat_id(p.dealer).into());
    if let Some(s) = p.missing_suit {
        push("--missing", s.letter().to_string());
    }
    match p.moment {
        Moment::Discard => {
            let (drawn, turn) = match p.turn {
                Turn::Dealt => (None, TurnText::Dealt),
                Turn::Claimed => (None, TurnText::Claimed),
                Turn::Drew { tile, kind } => (
                    tile,
                    match kind {
                        DrawKind::Wall => TurnText::Wall,
                        DrawKind::KongReplacement { .. } => TurnText::Kong,
                        DrawKind::BonusReplacement { .. } => TurnText::Bonus,
                    },
                ),
            };
            if let Some(t) = drawn {
                push("--drawn", t.to_string());
            }
            if turn != TurnText::Wall {
                push("--turn", turn.id().into());
            }
        }
        Moment::Claim { tile, from } => {
            push("--claim", tile.to_string());
            push("--from", super::json::seat_id(from).into());
        }
        Moment::Rob { tile, from } => {
            push("--rob", tile.to_string());
            push("--from", super::json::seat_id(from).into());
        }
    }
    for o in &p.others {
        let mut parts = vec![super::json::seat_id(o.seat).to_string()];
        if !o.melds.is_empty() {
            parts.push(format!("melds: {}", melds_text(&o.melds)));
        }
        if !o.discards.is_empty() {
            parts.push(format!("discards: {}", format_tiles(&o.discards)));
        }
        if !o.bonus.is_empty() {
            parts.push(format!("bonus: {}", format_bonus(&o.bonus)));
        }
        if let Some(s) = o.missing_suit {
            parts.push(format!("missing: {}", s.letter()));
        }
        if o.out {
            parts.push("out".into());
        }
        push("--others", parts.join("; "));
    }
    push("--seed", options.seed.to_string());
    push("--rollouts", options.rollouts.to_string());
    if let Some(focus) = options.focus {
        push("--focus", super::json::choice_text(focus));
    }
    if !options.values {
        args.push("--no-values".into());
    }
    args
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melds_read_and_refused() {
        let m = parse_melds("pung 5z from west, chow 3m ,concealed kong 1p").unwrap();
        assert_eq!(m.len(), 3);
        assert_eq!(m[0].from, Some(Wind::West));
        assert_eq!(m[1].kind, MeldKind::Chow);
        assert_eq!(m[2].kind, MeldKind::ConcealedKong);
        assert!(parse_melds("").unwrap().is_empty());
        let err = parse_melds("pung 5z, chow 8m").unwrap_err();
        assert!(err.to_string().starts_with("meld 2 ('chow 8m')"), "{err}");
        assert!(parse_melds("triple 5z").is_err());
        assert!(parse_melds("pung 5z from nowhere").is_err());
        let kong = parse_melds("kong 7p from south fresh wall 6").unwrap();
        assert!(kong[0].fresh);
        assert_eq!(kong[0].wall_tiles_left, Some(6));
        assert_eq!(meld_text(&kong[0]), "kong 7p from south fresh wall 6");
    }

    #[test]
    fn sichuan_picks_the_shortest_suit() {
        let text = PositionText {
            rules: RuleSettings::from_id("sc").unwrap(),
            hand: "123456789m1234s5p",
            draws_left: 10,
            ..PositionText::default()
        };
        assert_eq!(text.position().unwrap().missing_suit, Some(Suit::Dots));
    }

    #[test]
    fn other_seats_read_and_refused() {
        let text = PositionText {
            hand: "123m456p789s11z23z9m",
            others: vec![
                "south; melds: pung 5z from east; discards: 19m; bonus: F1",
                "w; out",
            ],
            ..PositionText::default()
        };
        let p = text.position().unwrap();
        assert_eq!(p.others.len(), 2);
        assert_eq!(p.others[0].discards.len(), 2);
        assert_eq!(p.others[0].bonus.len(), 1);
        assert!(p.others[1].out);
        // Rivers and melds count as seen.
        assert_eq!(p.visible.iter().map(|&n| u32::from(n)).sum::<u32>(), 5);
        let bad = PositionText {
            hand: "123m456p789s11z23z9m",
            others: vec!["up; out"],
            ..PositionText::default()
        };
        assert!(matches!(
            bad.position(),
            Err(PositionTextError::BadSeat { index: 1, .. })
        ));
        let bad = PositionText {
            hand: "123m456p789s11z23z9m",
            others: vec!["north; color: red"],
            ..PositionText::default()
        };
        assert!(bad.position().is_err());
    }

    /// More draws left than a hand of the rules has are its first turn's wall: 20 draws are
    /// 80 tiles in Hong Kong (91 at the start), 69 in Zung Jung (its start), 55 in Sichuan.
    #[test]
    fn draws_left_beyond_a_hand_are_its_first_turn() {
        for (rules, hand, wall) in [
            ("hk-new-style", "123m456p789s11z23z9m", 80),
            ("zj", "123m456p789s11z23z9m", 69),
            ("sc", "123456789m1234s5p", 55),
        ] {
            let text = PositionText {
                rules: RuleSettings::from_id(rules).unwrap(),
                hand,
                draws_left: 20,
                ..PositionText::default()
            };
            assert_eq!(text.position().unwrap().wall, wall, "{rules}");
        }
    }

    /// A kong to rob lies on its adder's melds: added when not written, a written pung of the
    /// tile becomes the added kong, a written added kong stays; its four copies are seen.
    #[test]
    fn a_kong_to_rob_is_among_its_adders_melds() {
        let rob = |others: Vec<&'static str>| {
            PositionText {
                rules: RuleSettings::from_id("hk-new-style").unwrap(),
                hand: "11m89p555678s",
                melds: "pung 3m from west",
                seat: Wind::South,
                moment: MomentText::Rob {
                    tile: "7p",
                    from: Wind::West,
                },
                others,
                ..PositionText::default()
            }
            .position()
            .unwrap()
        };
        let seven_dots = parse_tile("7p").unwrap();
        let shape_only = crate::review::AdviseOptions {
            values: false,
            ..Default::default()
        };
        for others in [
            vec![],
            vec!["west; melds: pung 7p from north"],
            vec!["west; melds: added kong 7p"],
            vec!["north; discards: 1z", "west; melds: pung 1z, pung 7p"],
        ] {
            let p = rob(others.clone());
            let west = p.others.iter().find(|o| o.seat == Wind::West).unwrap();
            let kongs: Vec<&Meld> = west.melds.iter().filter(|m| m.tile == seven_dots).collect();
            assert_eq!(kongs.len(), 1, "{others:?}");
            assert_eq!(kongs[0].kind, MeldKind::AddedKong, "{others:?}");
            assert_eq!(p.visible[seven_dots.index()], 4, "{others:?}");
            assert!(crate::review::advise(&p, &shape_only).is_ok(), "{others:?}");
        }
        // A kong that was never a pung cannot be robbed.
        let p = rob(vec!["west; melds: exposed kong 7p from north"]);
        assert!(matches!(
            crate::review::advise(&p, &shape_only),
            Err(crate::review::PositionError::NoKongToRob {
                seat: Wind::West,
                ..
            })
        ));
    }
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;
    use crate::review::{Advice, Candidate, Choice, Improving, Loss, Value};

    /// A candidate as the tests write one: its shanten, the copies of its improving tiles
    /// (all on its own tile) and, with values, its net result and its loss (mean, error)
    /// against the best (equal when the loss's interval reaches 0).
    pub fn candidate(
        choice: Choice,
        shanten: i32,
        left: &[u8],
        value: Option<(f64, f64, f64)>,
    ) -> Candidate {
        let tile = match choice {
            Choice::Discard(t) | Choice::Kong(t) | Choice::Chow(t) => t,
            _ => Tile::all().next().expect("a tile"),
        };
        Candidate {
            choice,
            shanten,
            ukeire: left.iter().map(|&left| Improving { tile, left }).collect(),
            value: value.map(|(expected, _, _)| Value {
                win_chance: 0.1,
                win_chance_error: 0.0,
                expected,
                expected_error: 0.0,
                deal_in: 0.0,
                deal_in_now: 0.0,
                danger_now: 0.0,
                win_net: 0.0,
                win_net_error: 0.0,
                wins: 0,
                danger: 0.0,
                samples: 10,
            }),
            loss: value.map(|(_, mean, error)| Loss { mean, error }),
            equal: value.is_some_and(|(_, mean, error)| mean - 1.96 * error <= 0.0),
            reasons: Vec::new(),
        }
    }

    /// An advice of `candidates`, the best first.
    pub fn advice(candidates: Vec<Candidate>) -> Advice {
        Advice {
            shanten: candidates.first().map_or(0, |c| c.shanten),
            candidates,
            seed: 1,
            rollouts_used: 0,
        }
    }

    /// A discard position from text (East seat, East round, 20 draws left); any tile count,
    /// so 3n + 1 hands serve the shanten tests too. Melds as `["pung 5z", "chow 3m"]`.
    pub fn position(rules: &str, hand: &str, melds: &[&str], visible: &str) -> Position {
        PositionText {
            rules: RuleSettings::from_id(rules).expect("a rule system id"),
            hand,
            melds: &melds.join(","),
            visible,
            ..PositionText::default()
        }
        .position()
        .expect("a valid position text")
    }
}

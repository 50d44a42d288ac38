//! Entering a hand move by move from the keyboard: short tokens (`d 5m`, `x 9p`, `W p`,
//! `h 25`), the seat filled in when the rules leave only one, every move checked by the engine
//! as it is entered (refused with the reason, nothing changed), undo, and the legal moves for
//! Tab completion.
//!
//! Grammar: `[SEAT] VERB [ARG]`, case-insensitive; SEAT is `E`, `S`, `W` or `N`.
//!
//! | verb | move | argument |
//! |---|---|---|
//! | `d` | draw (from the wall, or a replacement) | the tile: `5m`, `F1`; `?` or nothing for a seat not seen |
//! | `x` | discard | the tile |
//! | `c` | claim the discard for a chow | its three tiles: `789p` |
//! | `p` | claim the discard for a pung | |
//! | `k` | claim the discard for a kong | |
//! | `ck` | declare a concealed kong | the tile |
//! | `ak` | add to an exposed pung | the tile |
//! | `b` | set a bonus tile aside | the bonus tile |
//! | `ms` | declare the missing suit (Sichuan) | `m`, `p` or `s` |
//! | `h` | win (on the draw, the discard or the robbed kong) | optional recorded score; a seat not seen adds the hand it showed: its concealed tiles, then the winning tile (`S h 123m456p789s11z2z 2z`) |
//! | `hh` | several win on one discard (Sichuan) | the seats, each with an optional recorded score: `hh W N`, `hh W 8 N 4` |
//! | `wall` | the live wall is empty: the hand ends | |
//! | `note` | a note | the text |
//!
//! A tile alone (`5p`) is the seat to act's discard, or its draw when it has yet to draw; a
//! seat whose tiles are not seen (a hand recorded from one seat) discards it, its unseen draw
//! brought along: one token a turn.

use super::{GameError, Last, Table, hand_so_far};
use crate::formats::game_record::{Event, HandRecord, ShownHand, UNSEEN, WinRecord};
use crate::i18n::{Localized, Message};
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, KINDS, Suit, Tile, Wind, parse_tile};

/// Why a typed move was not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    #[error("type a move, e.g. 'd 5m' (draw), 'x 9p' (discard), 'p' (pung)")]
    Empty,
    #[error("'{word}' is no move: d, x, c, p, k, ck, ak, b, ms, h, hh, wall, note")]
    UnknownVerb { word: String },
    #[error("'{verb}' needs {what}")]
    Missing { verb: String, what: Wanted },
    #[error("'{text}' is not {what}")]
    BadArgument { text: String, what: Wanted },
    #[error("more than one player could: say which (E, S, W or N) before the move")]
    Ambiguous,
    /// The engine refuses the move.
    #[error("{0}")]
    Illegal(GameError),
}

/// A written list of moves refused: the entry (counted from 1) and why; nothing was taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("entry {entry} ({text}): {error}")]
pub struct PasteError {
    pub entry: usize,
    pub text: String,
    pub error: EntryError,
}

impl Localized for PasteError {
    fn message(&self) -> Message {
        Message::new("entry-paste-error")
            .int("entry", self.entry)
            .text("text", &self.text)
            .msg("error", self.error.message())
    }
}

/// What a move's argument should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Wanted {
    #[error("one tile, e.g. 5m or 7z")]
    Tile,
    #[error("one bonus tile, e.g. F1, S3 or A2")]
    BonusTile,
    #[error("the chow's three tiles, e.g. 789p")]
    ChowTiles,
    #[error("a suit: m, p or s")]
    Suit,
    #[error("a score")]
    Score,
    #[error("two or three seats, each with an optional score, e.g. hh W N or hh W 8 N 4")]
    Seats,
    #[error("its text")]
    Text,
    #[error("the tiles shown, e.g. 123m455p")]
    Tiles,
}

/// A hand being entered: its record so far and the table after each step.
#[derive(Clone, Debug)]
pub struct MoveEntry {
    pub rules: RuleSettings,
    /// The hand's number in its record (1-based), for the places errors name.
    pub number: usize,
    pub hand: HandRecord,
    /// The table after each step (`[0]` the deal).
    pub tables: Vec<Table>,
}

/// What a typed line says, before a seat is chosen.
enum Typed {
    Seated(Wind, fn(Wind, &str) -> Event, String),
    Event(Event),
}

impl MoveEntry {
    /// Starts entering a hand from its deal (and any events it already has); the deal and
    /// events are checked.
    pub fn new(
        rules: RuleSettings,
        number: usize,
        hand: HandRecord,
    ) -> Result<MoveEntry, GameError> {
        let (tables, _) = hand_so_far(&rules, number, &hand)?;
        Ok(MoveEntry {
            rules,
            number,
            hand,
            tables,
        })
    }

    /// The table now.
    pub fn table(&self) -> &Table {
        &self.tables[self.tables.len() - 1]
    }

    /// The hand has ended (a win, the last winner, or the wall).
    pub fn ended(&self) -> bool {
        self.table().last == Last::Ended
    }

    /// The hand with one more event, if the engine takes it.
    fn tried(&self, event: Event) -> Result<MoveEntry, GameError> {
        let mut hand = self.hand.clone();
        hand.events.push(event);
        let (tables, _) = hand_so_far(&self.rules, self.number, &hand)?;
        Ok(MoveEntry {
            rules: self.rules.clone(),
            number: self.number,
            hand,
            tables,
        })
    }

    /// Adds a move; refused with the engine's reason (nothing changes).
    pub fn push(&mut self, event: Event) -> Result<(), GameError> {
        *self = self.tried(event)?;
        Ok(())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Event> {
        let event = self.hand.events.pop()?;
        self.tables.truncate(self.hand.events.len() + 1);
        Some(event)
    }

    /// Reads a typed move and adds it. A discard by a seat whose tiles are not seen, typed
    /// where it has yet to draw, brings its unseen draw along.
    pub fn enter(&mut self, line: &str) -> Result<Event, EntryError> {
        let event = self.parse(line)?;
        match self.tried(event.clone()) {
            Ok(next) => *self = next,
            Err(refused) => {
                let Event::Discard(w, _) = &event else {
                    return Err(EntryError::Illegal(refused));
                };
                let drawn = self
                    .unseen_seat(*w)
                    .then(|| self.tried(Event::Draw(*w, UNSEEN.into())).ok())
                    .flatten()
                    .and_then(|drawn| drawn.tried(event.clone()).ok());
                *self = drawn.ok_or(EntryError::Illegal(refused))?;
            }
        }
        Ok(event)
    }

    /// Enters a written list of moves, one entry as typed on the move line each, separated
    /// by commas, semicolons or line breaks (`5p, 3m, 7p, S p, 9s`): all of them, or — the
    /// first that is refused named by its place — none. The number of entries taken.
    pub fn enter_all(&mut self, text: &str) -> Result<usize, PasteError> {
        let mut trial = self.clone();
        let entries = text
            .split([',', ';', '\n'])
            .map(str::trim)
            .filter(|e| !e.is_empty());
        let mut taken = 0;
        for (i, entry) in entries.enumerate() {
            trial.enter(entry).map_err(|error| PasteError {
                entry: i + 1,
                text: crate::files::quote(entry),
                error,
            })?;
            taken += 1;
        }
        *self = trial;
        Ok(taken)
    }

    /// Whether `seat`'s tiles are not seen (a hand recorded from one seat).
    pub fn unseen_seat(&self, seat: Wind) -> bool {
        self.table().seats[seat.index()].unseen_seat
    }

    /// Whether the seat to act holds a full hand and so discards (else it draws).
    pub fn to_discard(&self) -> bool {
        self.to_act()
            .is_some_and(|w| super::table::may_discard(self.table(), w))
    }

    /// The seat whose turn it is to draw or discard, when there is one.
    pub fn to_act(&self) -> Option<Wind> {
        let t = self.table();
        let next = |after: Wind| super::table::next_active(t, after);
        match t.last {
            Last::Deal => Some(t.dealer),
            Last::Draw { seat, .. }
            | Last::Claimed { seat }
            | Last::Kong { seat, .. }
            | Last::DrewBonus { seat, .. }
            | Last::Bonus { seat, .. } => Some(seat),
            Last::Discard { seat, .. } | Last::AfterWin { seat } => Some(next(seat)),
            Last::Ended => None,
        }
    }

    /// Reads a typed move into an event, choosing the seat when only one could make it.
    pub fn parse(&self, line: &str) -> Result<Event, EntryError> {
        let mut words = line.split_whitespace().peekable();
        let first = words.peek().ok_or(EntryError::Empty)?;
        let seat = seat_of(first);
        if seat.is_some() {
            words.next();
        }
        let mut verb = words.next().ok_or(EntryError::Empty)?.to_ascii_lowercase();
        let mut rest: Vec<&str> = words.collect();
        // A tile alone: the seat to act discards it, or draws it when it has yet to draw (a
        // seat not seen discards it, its draw brought along).
        let plain_tile = tile_arg(&verb, true).ok();
        if let Some(tile) = &plain_tile
            && rest.is_empty()
        {
            let w = seat.or_else(|| self.to_act());
            let draws = !self.to_discard() && !w.is_some_and(|w| self.unseen_seat(w));
            verb = if draws { "d" } else { "x" }.to_string();
            rest = vec![tile.as_str()];
        }
        let arg = rest.first().copied().unwrap_or("");
        let need = |what: Wanted| -> Result<String, EntryError> {
            match arg {
                "" => Err(EntryError::Missing {
                    verb: verb.clone(),
                    what,
                }),
                a => Ok(a.to_string()),
            }
        };
        let typed = match verb.as_str() {
            "d" if arg == UNSEEN || arg.is_empty() && self.unseen_seat(self.default_seat(seat)) => {
                Typed::Seated(
                    self.default_seat(seat),
                    |w, t| Event::Draw(w, t.into()),
                    UNSEEN.to_string(),
                )
            }
            "d" => Typed::Seated(
                self.default_seat(seat),
                |w, t| Event::Draw(w, t.into()),
                tile_arg(&need(Wanted::Tile)?, true)?,
            ),
            "x" => Typed::Seated(
                self.default_seat(seat),
                |w, t| Event::Discard(w, t.into()),
                tile_arg(&need(Wanted::Tile)?, false)?,
            ),
            "ck" => Typed::Seated(
                self.default_seat(seat),
                |w, t| Event::ConcealedKong(w, t.into()),
                tile_arg(&need(Wanted::Tile)?, false)?,
            ),
            "ak" => Typed::Seated(
                self.default_seat(seat),
                |w, t| Event::AddedKong(w, t.into()),
                tile_arg(&need(Wanted::Tile)?, false)?,
            ),
            "b" => Typed::Seated(
                self.default_seat(seat),
                |w, t| Event::Bonus(w, t.into()),
                bonus_arg(&need(Wanted::BonusTile)?)?,
            ),
            "c" => {
                let tiles = need(Wanted::ChowTiles)?;
                crate::tiles::parse_tiles(&tiles).map_err(|_| EntryError::BadArgument {
                    text: tiles.clone(),
                    what: Wanted::ChowTiles,
                })?;
                return self.choose(seat, |w| Event::Chow(w, tiles.clone()));
            }
            "p" => return self.choose(seat, Event::Pung),
            "k" => return self.choose(seat, Event::ExposedKong),
            "ms" => {
                let suit = match need(Wanted::Suit)?.to_ascii_lowercase().as_str() {
                    "m" => Suit::Characters,
                    "p" => Suit::Dots,
                    "s" => Suit::Bamboo,
                    other => {
                        return Err(EntryError::BadArgument {
                            text: other.into(),
                            what: Wanted::Suit,
                        });
                    }
                };
                let Some(w) = seat else {
                    return Err(EntryError::Ambiguous);
                };
                Typed::Event(Event::MissingSuit(w, suit))
            }
            "h" => {
                // `h [SCORE] [CONCEALED WINNING]`: a seat not seen wins with the hand it showed.
                let mut words = rest.iter().copied().peekable();
                let score = match words.peek().map(|a| a.parse::<u32>()) {
                    Some(Ok(n)) => {
                        words.next();
                        Some(n)
                    }
                    _ => None,
                };
                let shown = shown_arg(&mut words)?;
                if let Some(extra) = words.next() {
                    return Err(EntryError::BadArgument {
                        text: extra.into(),
                        what: Wanted::Score,
                    });
                }
                return self.choose(seat, |w| {
                    Event::Win(WinRecord {
                        shown: shown.clone(),
                        ..WinRecord::new(w, score)
                    })
                });
            }
            "hh" => {
                // The seats, each followed, if it is recorded, by its score: `hh W 8 N 4`.
                let mut wins: Vec<WinRecord> = Vec::new();
                let mut words = rest.iter().copied().peekable();
                while let Some(word) = words.next() {
                    if let Some(seat) = seat_of(word) {
                        wins.push(WinRecord::new(seat, None));
                        continue;
                    }
                    let shown = match wins.last() {
                        Some(last)
                            if last.shown.is_none()
                                && word.parse::<u32>().is_err()
                                && crate::tiles::parse_tiles(word).is_ok() =>
                        {
                            let mut this = std::iter::once(word).chain(words.next()).peekable();
                            shown_arg(&mut this)?
                        }
                        _ => None,
                    };
                    match (wins.last_mut(), word.parse::<u32>()) {
                        (Some(last), _) if shown.is_some() => last.shown = shown,
                        (Some(last), Ok(n)) if last.score.is_none() => last.score = Some(n),
                        _ => {
                            return Err(EntryError::Missing {
                                verb,
                                what: Wanted::Seats,
                            });
                        }
                    }
                }
                if wins.len() < 2 {
                    return Err(EntryError::Missing {
                        verb,
                        what: Wanted::Seats,
                    });
                }
                Typed::Event(Event::Wins(wins))
            }
            "show" => {
                let tiles = need(Wanted::Tiles)?;
                crate::tiles::parse_tiles(&tiles).map_err(|_| EntryError::BadArgument {
                    text: tiles.clone(),
                    what: Wanted::Tiles,
                })?;
                Typed::Seated(
                    self.default_seat(seat),
                    |w, t| Event::Shown(w, t.into()),
                    tiles,
                )
            }
            "wall" => Typed::Event(Event::WallExhausted),
            "note" => {
                // The text is what follows the verb (`note` is four ASCII letters).
                let line = line.trim_start();
                let after_seat = match seat {
                    Some(_) => line.get(1..).unwrap_or("").trim_start(),
                    None => line,
                };
                let text = after_seat.get(4..).unwrap_or("").trim();
                if text.is_empty() {
                    return Err(EntryError::Missing {
                        verb,
                        what: Wanted::Text,
                    });
                }
                Typed::Event(Event::Note(text.to_string()))
            }
            _ => return Err(EntryError::UnknownVerb { word: verb }),
        };
        Ok(match typed {
            Typed::Seated(w, make, tile) => make(w, &tile),
            Typed::Event(e) => e,
        })
    }

    fn default_seat(&self, seat: Option<Wind>) -> Wind {
        seat.or_else(|| self.to_act()).unwrap_or(Wind::East)
    }

    /// The move for the seat typed, or the one seat that could legally make it.
    fn choose(
        &self,
        seat: Option<Wind>,
        make: impl Fn(Wind) -> Event,
    ) -> Result<Event, EntryError> {
        if let Some(w) = seat {
            return Ok(make(w));
        }
        let legal: Vec<Wind> = Wind::ALL
            .into_iter()
            .filter(|&w| self.tried(make(w)).is_ok())
            .collect();
        match legal.as_slice() {
            [one] => Ok(make(*one)),
            [] => {
                // Nobody can: the engine's reason for the seat to act (or East).
                let w = self.default_seat(None);
                match self.tried(make(w)) {
                    Err(e) => Err(EntryError::Illegal(e)),
                    Ok(_) => Ok(make(w)),
                }
            }
            _ => Err(EntryError::Ambiguous),
        }
    }

    /// Every legal move now, as typed tokens (a draw as each tile still in the wall): what
    /// Tab completes from.
    pub fn legal_moves(&self) -> Vec<String> {
        let t = self.table();
        if t.last == Last::Ended {
            return Vec::new();
        }
        let mut candidates: Vec<Event> = Vec::new();
        for w in Wind::ALL {
            let s = &t.seats[w.index()];
            candidates.push(Event::Pung(w));
            candidates.push(Event::ExposedKong(w));
            candidates.push(Event::Win(WinRecord::new(w, None)));
            for i in 0..KINDS {
                let Some(tile) = Tile::from_index(i) else {
                    continue;
                };
                let held = s.concealed[i];
                if held > 0 || s.unseen > 0 && t.seen[i] < 4 {
                    candidates.push(Event::Discard(w, tile.to_string()));
                }
                if held == 4 {
                    candidates.push(Event::ConcealedKong(w, tile.to_string()));
                }
                if held > 0 && s.melds.iter().any(|m| m.tile == tile) {
                    candidates.push(Event::AddedKong(w, tile.to_string()));
                }
            }
            for b in &s.bonus_in_hand {
                candidates.push(Event::Bonus(w, b.to_string()));
            }
            if let Last::Discard { tile, .. } = t.last
                && let Some(n) = tile.number()
            {
                for start in n.saturating_sub(2).max(1)..=n.min(7) {
                    let chow: Vec<String> = (start..start + 3)
                        .filter_map(|k| Tile::suited(tile.suit()?, k))
                        .map(|t| t.to_string())
                        .collect();
                    if chow.len() == 3 {
                        let text = chow.concat();
                        let compact = compact_chow(&text);
                        candidates.push(Event::Chow(w, compact));
                    }
                }
            }
        }
        if let Some(w) = self.to_act()
            && t.seats[w.index()].unseen_seat
        {
            candidates.push(Event::Draw(w, UNSEEN.into()));
        } else if let Some(w) = self.to_act() {
            for i in 0..KINDS {
                if t.seen[i] < 4
                    && let Some(tile) = Tile::from_index(i)
                {
                    candidates.push(Event::Draw(w, tile.to_string()));
                }
            }
        }
        candidates.push(Event::WallExhausted);
        candidates
            .into_iter()
            .filter(|e| self.tried(e.clone()).is_ok())
            .map(|e| token(&e))
            .collect()
    }

    /// The legal moves that start with what is typed (case-insensitive; a move typed without
    /// its seat matches the seated token too).
    pub fn complete(&self, typed: &str) -> Vec<String> {
        let typed = typed.trim_start().to_ascii_lowercase();
        self.legal_moves()
            .into_iter()
            .filter(|m| {
                let m = m.to_ascii_lowercase();
                m.starts_with(&typed) || m.get(2..).is_some_and(|rest| rest.starts_with(&typed))
            })
            .collect()
    }
}

/// A seat letter: `E`, `S`, `W`, `N`.
fn seat_of(word: &str) -> Option<Wind> {
    match word.to_ascii_uppercase().as_str() {
        "E" => Some(Wind::East),
        "S" => Some(Wind::South),
        "W" => Some(Wind::West),
        "N" => Some(Wind::North),
        _ => None,
    }
}

fn tile_arg(text: &str, bonus_allowed: bool) -> Result<String, EntryError> {
    if bonus_allowed && text.starts_with(['F', 'S', 'A', 'f', 's', 'a']) && bonus_arg(text).is_ok()
    {
        return bonus_arg(text);
    }
    parse_tile(text)
        .map(|t| t.to_string())
        .map_err(|_| EntryError::BadArgument {
            text: text.into(),
            what: Wanted::Tile,
        })
}

fn bonus_arg(text: &str) -> Result<String, EntryError> {
    let upper = text.to_ascii_uppercase();
    crate::tiles::parse_bonus_list(&upper)
        .ok()
        .filter(|b: &Vec<BonusTile>| b.len() == 1)
        .map(|_| upper.clone())
        .ok_or(EntryError::BadArgument {
            text: text.into(),
            what: Wanted::BonusTile,
        })
}

/// A hand as its moves are written down, one entry a turn: another seat's unseen draw with its
/// discard as the tile alone, a draw or discard of a seen tile as the tile alone, any other move
/// as [`token`] writes it. What [`MoveEntry::enter_all`] reads back, comma separated.
pub fn written_entries(hand: &HandRecord) -> Vec<String> {
    let mut out = Vec::new();
    let mut events = hand.events.iter().peekable();
    while let Some(event) = events.next() {
        out.push(match event {
            Event::Draw(w, t) if t == UNSEEN => match events.peek() {
                Some(Event::Discard(d, tile)) if d == w => {
                    let tile = tile.clone();
                    events.next();
                    tile
                }
                _ => token(event),
            },
            Event::Draw(_, t) | Event::Discard(_, t) if !t.starts_with(['F', 'S', 'A']) => {
                t.clone()
            }
            other => token(other),
        });
    }
    out
}

/// A shown winning hand as typed: its concealed tiles, then its winning tile (`123m456p 5p`);
/// `None` when nothing follows.
fn shown_arg<'a>(
    words: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>,
) -> Result<Option<ShownHand>, EntryError> {
    let Some(concealed) = words.next() else {
        return Ok(None);
    };
    let bad = |text: &str| EntryError::BadArgument {
        text: text.into(),
        what: Wanted::Tiles,
    };
    let tiles = crate::tiles::parse_tiles(concealed).map_err(|_| bad(concealed))?;
    let winning = words.next().ok_or_else(|| bad(concealed))?;
    let tile = parse_tile(winning).map_err(|_| bad(winning))?;
    Ok(Some(ShownHand {
        concealed: crate::tiles::format_tiles(&tiles),
        winning_tile: tile.to_string(),
    }))
}

/// A win's score and shown hand as typed after its seat: ` 8 123m456p 5p`.
fn win_args(r: &WinRecord) -> String {
    let mut out = String::new();
    if let Some(n) = r.score {
        out += &format!(" {n}");
    }
    if let Some(shown) = &r.shown {
        out += &format!(" {} {}", shown.concealed, shown.winning_tile);
    }
    out
}

/// `7p8p9p` as `789p`.
fn compact_chow(tiles: &str) -> String {
    let suit = tiles.chars().last().unwrap_or('m');
    let digits: String = tiles.chars().filter(char::is_ascii_digit).collect();
    format!("{digits}{suit}")
}

/// A move as typed: `S d 5m`, `W p`, `N h`.
pub fn token(event: &Event) -> String {
    let seat = |w: &Wind| w.name().chars().next().unwrap_or('E');
    match event {
        Event::Draw(w, t) => format!("{} d {t}", seat(w)),
        Event::Discard(w, t) => format!("{} x {t}", seat(w)),
        Event::Chow(w, t) => format!("{} c {t}", seat(w)),
        Event::Pung(w) => format!("{} p", seat(w)),
        Event::ExposedKong(w) => format!("{} k", seat(w)),
        Event::ConcealedKong(w, t) => format!("{} ck {t}", seat(w)),
        Event::AddedKong(w, t) => format!("{} ak {t}", seat(w)),
        Event::Bonus(w, t) => format!("{} b {t}", seat(w)),
        Event::MissingSuit(w, s) => format!("{} ms {}", seat(w), s.letter()),
        Event::Win(r) => format!("{} h{}", seat(&r.seat), win_args(r)),
        Event::Wins(rs) => {
            let seats: Vec<String> = rs
                .iter()
                .map(|r| format!("{}{}", seat(&r.seat), win_args(r)))
                .collect();
            format!("hh {}", seats.join(" "))
        }
        Event::Shown(w, t) => format!("{} show {t}", seat(w)),
        Event::WallExhausted => "wall".into(),
        Event::Penalty(p) => format!("{} penalty {}", seat(&p.seat), p.amount),
        Event::Note(n) => format!("note {n}"),
        Event::Question(_) => "question".into(),
    }
}

impl Localized for Wanted {
    fn message(&self) -> Message {
        use crate::game::entry::Wanted as W;
        Message::new(match self {
            W::Tile => "entry-wanted-tile",
            W::BonusTile => "entry-wanted-bonus-tile",
            W::ChowTiles => "entry-wanted-chow-tiles",
            W::Suit => "entry-wanted-suit",
            W::Score => "entry-wanted-score",
            W::Seats => "entry-wanted-seats",
            W::Text => "entry-wanted-text",
            W::Tiles => "entry-wanted-tiles",
        })
    }
}

impl Localized for EntryError {
    fn message(&self) -> Message {
        use crate::game::entry::EntryError as E;
        let m = Message::new;
        match self {
            E::Empty => m("entry-empty"),
            E::UnknownVerb { word } => m("entry-unknown-verb").text("word", word),
            E::Missing { verb, what } => m("entry-missing")
                .text("verb", verb)
                .msg("what", what.message()),
            E::BadArgument { text, what } => m("entry-bad-argument")
                .text("text", text)
                .msg("what", what.message()),
            E::Ambiguous => m("entry-ambiguous"),
            E::Illegal(e) => e.message(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::game_record::parse_record;

    fn record(path: &str) -> crate::formats::game_record::GameRecord {
        parse_record(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    /// A hand of a bundled record, from its deal, with no moves yet.
    fn fresh(path: &str, h: usize) -> MoveEntry {
        let record = record(path);
        let mut hand = record.hands[h].clone();
        hand.events.clear();
        MoveEntry::new(record.header.rules, h + 1, hand).unwrap()
    }

    /// The second hand of a simulated Zung Jung game: pungs, chows and a kong.
    fn demo() -> MoveEntry {
        fresh("replays/zung-jung-seed-27.ron", 1)
    }

    #[test]
    fn typed_games_are_the_recorded_games() {
        for path in [
            "replays/zung-jung-seed-27.ron",
            "replays/hk-new-style-seed-1.ron",
            "replays/singapore-seed-2513.ron",
            "replays/sichuan-seed-1720.ron",
        ] {
            let record = record(path);
            for (h, hand) in record.hands.iter().enumerate().take(3) {
                let mut entry = fresh(path, h);
                for event in &hand.events {
                    let typed = token(event);
                    // Typed without the seat where the turn decides it.
                    let short = match event {
                        Event::Draw(..) | Event::Discard(..) => typed[2..].to_string(),
                        _ => typed.clone(),
                    };
                    let got = entry
                        .enter(&short)
                        .unwrap_or_else(|e| panic!("{path} hand {h}: {short}: {e}"));
                    assert_eq!(&got, event, "{path} hand {h}: {short}");
                }
                assert!(entry.ended(), "{path} hand {h}");
                assert_eq!(entry.hand.events, hand.events);
            }
        }
    }

    #[test]
    fn a_hand_seen_from_one_seat_is_typed_a_token_a_turn() {
        for path in [
            "replays/hk-old-style-seed-94.ron",
            "replays/singapore-seed-814.ron",
            "replays/sichuan-seed-1720.ron",
        ] {
            let full = record(path);
            let seen = crate::game::seen_from(&full, "Bot C").expect("seen");
            for (h, hand) in seen.hands.iter().enumerate().take(3) {
                let mut blank = hand.clone();
                blank.events.clear();
                let mut entry =
                    MoveEntry::new(seen.header.rules.clone(), h + 1, blank).expect("the deal");
                let lines = written_entries(hand);
                for line in &lines {
                    entry
                        .enter(line)
                        .unwrap_or_else(|e| panic!("{path} hand {h}: {line}: {e}"));
                }
                assert!(entry.ended(), "{path} hand {h}");
                assert_eq!(entry.hand.events, hand.events, "{path} hand {h}");
                assert!(lines.len() < hand.events.len(), "fewer entries than moves");
            }
        }
    }

    #[test]
    fn a_written_list_is_entered_whole_or_refused_at_its_place() {
        let full = record("replays/zung-jung-seed-27.ron");
        let seen = crate::game::seen_from(&full, "Bot B").expect("seen");
        let hand = &seen.hands[0];
        let mut blank = hand.clone();
        blank.events.clear();
        let entry = MoveEntry::new(seen.header.rules.clone(), 1, blank).expect("the deal");
        let lines = written_entries(hand);
        let written = lines.join(", ");
        let mut whole = entry.clone();
        assert_eq!(whole.enter_all(&written), Ok(lines.len()));
        assert_eq!(whole.hand.events, hand.events);
        // A bad entry: nothing is taken, the place is named.
        let mut broken = lines.clone();
        broken[4] = "W p".into();
        let mut refused = entry.clone();
        let e = refused.enter_all(&broken.join(",\n")).expect_err("refused");
        assert_eq!(e.entry, 5, "{e}");
        assert!(e.to_string().starts_with("entry 5 (W p): "), "{e}");
        assert!(refused.hand.events.is_empty());
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
        let mut entry = demo();
        let before = entry.hand.clone();
        // East (the dealer) must discard first: South cannot draw.
        let e = entry.enter("S d 5m").unwrap_err();
        assert!(
            e.to_string().contains("it is not South's turn to draw"),
            "{e}"
        );
        assert_eq!(entry.hand, before);
        let e = entry.enter("x 5x").unwrap_err();
        assert!(matches!(e, EntryError::BadArgument { .. }), "{e}");
        let e = entry.enter("jump").unwrap_err();
        assert!(matches!(e, EntryError::UnknownVerb { .. }), "{e}");
        assert_eq!(entry.enter("").unwrap_err(), EntryError::Empty);
    }

    #[test]
    fn undo_takes_back_the_last_move() {
        let mut entry = demo();
        let held = entry.legal_moves();
        let discard = held.iter().find(|m| m.starts_with("E x")).unwrap().clone();
        entry.enter(&discard).unwrap();
        assert_eq!(entry.tables.len(), 2);
        assert!(entry.undo().is_some());
        assert_eq!(entry.tables.len(), 1);
        assert!(entry.hand.events.is_empty());
        assert_eq!(entry.undo(), None);
    }

    #[test]
    fn tab_completes_to_the_legal_moves() {
        let entry = demo();
        // At the deal only the dealer's discards (or a win, or a concealed kong) are legal.
        let moves = entry.legal_moves();
        assert!(!moves.is_empty());
        assert!(moves.iter().all(|m| m.starts_with("E ")), "{moves:?}");
        let xs = entry.complete("x");
        assert!(
            !xs.is_empty() && xs.iter().all(|m| m.starts_with("E x ")),
            "{xs:?}"
        );
        // Every completion is accepted.
        for m in xs {
            let mut e = entry.clone();
            e.enter(&m).unwrap();
        }
        assert!(entry.complete("S d").is_empty());
    }

    #[test]
    fn a_claim_without_a_seat_goes_to_the_one_player_who_can() {
        let record = record("replays/zung-jung-seed-27.ron");
        let events = &record.hands[1].events;
        // Replay up to the first pung claim, then type it without a seat.
        let at = events
            .iter()
            .position(|e| matches!(e, Event::Pung(_)))
            .unwrap();
        let mut entry = demo();
        for e in &events[..at] {
            entry.push(e.clone()).unwrap();
        }
        assert_eq!(entry.enter("p").unwrap(), events[at]);
    }

    #[test]
    fn several_winners_keep_their_recorded_scores() {
        let entry = demo();
        let win = |seat, score| WinRecord::new(seat, score);
        let typed = entry.parse("hh W 8 n 4").unwrap();
        assert_eq!(
            typed,
            Event::Wins(vec![win(Wind::West, Some(8)), win(Wind::North, Some(4))])
        );
        assert_eq!(token(&typed), "hh W 8 N 4");
        // A score may be left out for any of them.
        let typed = entry.parse("hh S E 2").unwrap();
        assert_eq!(
            typed,
            Event::Wins(vec![win(Wind::South, None), win(Wind::East, Some(2))])
        );
        assert_eq!(token(&typed), "hh S E 2");
        // A score before any seat, two scores for one seat, one seat or a stray word.
        for bad in ["hh 8 W N", "hh W 8 9 N", "hh W 8", "hh W N x"] {
            assert!(
                matches!(
                    entry.parse(bad),
                    Err(EntryError::Missing {
                        what: Wanted::Seats,
                        ..
                    })
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn notes_keep_their_text() {
        let mut entry = demo();
        assert_eq!(
            entry.enter("note East holds three dragons").unwrap(),
            Event::Note("East holds three dragons".into())
        );
        assert!(matches!(
            entry.enter("note").unwrap_err(),
            EntryError::Missing { .. }
        ));
    }
}

//! The score sheet: a scored hand explained for people (text) and scripts (JSON).

use super::{Evaluation, Hit, LimitKind, PayerRole, RuleSettings, Scored, Verdict, score};
use crate::hand::MeldKind;
use crate::hand::{Arrangement, Form, Hand, Wait, WinMethod};
use crate::i18n::{I18n, Lang, Message};
use crate::rules::explain;
use crate::rules::explain::wind_name;
use crate::tiles::names::{suit, wind};
use crate::tiles::{BonusTile, Wind, format_tiles};
use serde::Serialize;
use std::fmt::Write as _;

/// A pattern that counts, with the tiles that make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PatternLine {
    pub id: &'static str,
    /// The pattern's name in the sheet's language.
    pub name: String,
    /// Value counted (value of one occurrence × count).
    pub value: u32,
    pub count: u8,
    pub tiles: String,
    /// The same tiles in words, for text and paper (`tiles` is notation, for scripts).
    #[serde(skip)]
    pub tiles_words: String,
    /// The rule in one line, in the sheet's language.
    pub rule: String,
    /// The definition is a reading of a terse source line.
    pub interpretation: bool,
}

/// A pattern present in the hand that does not count, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExcludedLine {
    pub id: &'static str,
    pub name: String,
    pub value: u32,
    pub tiles: String,
    /// Id of the pattern that displaced it.
    pub by: &'static str,
    pub reason: String,
}

/// One payment to the winner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PaymentLine {
    /// The paying seat, when known.
    pub payer: Option<String>,
    pub role: PayerRole,
    pub amount: u32,
    pub rule: &'static str,
    pub reason: String,
}

/// All payments of the win.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PaymentsView {
    pub scheme: String,
    pub winner: String,
    pub receives: u32,
    pub entries: Vec<PaymentLine>,
    /// Instant payments (Singapore's kongs, bites, animals, flower sets), apart from the win.
    pub instant: Vec<PaymentLine>,
    /// What the instant payments bring the winner in all.
    pub instant_receives: u32,
}

/// One arrangement considered, with its total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArrangementLine {
    pub text: String,
    /// The same groups in words, for text and paper.
    #[serde(skip)]
    pub words: String,
    pub form: String,
    pub wait: String,
    pub total: u32,
    pub chosen: bool,
    /// Counted patterns as `id`s.
    pub patterns: Vec<&'static str>,
    /// Counted patterns with their values, in words.
    pub summary: String,
}

/// A hand scored and explained, or the reason it could not be.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    /// Whether the hand is a legal win that was scored.
    pub valid: bool,
    pub error: Option<String>,
    pub title: Option<String>,
    pub rules: Option<&'static str>,
    pub hand: Option<String>,
    pub total: Option<u32>,
    /// What the total counts: `points`, `fan` or `tai`.
    pub unit: Option<&'static str>,
    /// The sum of the counted patterns before any limit.
    pub sum: Option<u32>,
    pub limit: Option<LimitKind>,
    /// The chosen arrangement and why it was chosen.
    pub arrangement: Option<String>,
    /// The chosen arrangement in words, for text and paper (`arrangement` is notation).
    #[serde(skip)]
    pub arrangement_words: Option<String>,
    pub why: Option<String>,
    pub patterns: Vec<PatternLine>,
    pub excluded: Vec<ExcludedLine>,
    pub payments: Option<PaymentsView>,
    pub arrangements: Vec<ArrangementLine>,
    /// The language of the sheet's words (text output only).
    #[serde(skip)]
    pub lang: Lang,
}

impl ScoreSheet {
    /// A sheet that only reports an error.
    pub fn error(message: impl Into<String>) -> ScoreSheet {
        ScoreSheet {
            valid: false,
            error: Some(message.into()),
            ..ScoreSheet::default()
        }
    }

    /// The total with its unit and what a limit did to it (`Total: 8 fan (…)`), in a
    /// language; `None` when the sheet has no total.
    pub fn total_line(&self, i18n: &I18n) -> Option<String> {
        let total = self.total?;
        let amount = i18n.amount(self.unit.unwrap_or("points"), total);
        let note = match (self.limit, self.sum) {
            (limit, Some(fan)) if self.rules == Some("sichuan") => Some(
                Message::new(if limit.is_some() {
                    "sheet-note-sichuan-capped"
                } else {
                    "sheet-note-sichuan"
                })
                .int("fan", fan)
                .int("total", total),
            ),
            (Some(LimitKind::Compound), Some(sum)) => {
                Some(Message::new("sheet-note-compound").int("sum", sum))
            }
            (Some(LimitKind::Fixed), _) => Some(Message::new("sheet-note-fixed")),
            _ => None,
        };
        let line = match note {
            Some(note) => Message::new("sheet-total-noted")
                .text("amount", amount)
                .msg("note", note),
            None => Message::new("sheet-total").text("amount", amount),
        };
        Some(i18n.message(&line))
    }

    /// The payments in words, in a language: each heading (`false`: the win's payments, then
    /// the instant ones) followed by its entries (`true`): who pays how much, and the rule.
    pub fn payment_lines(&self, i18n: &I18n) -> Vec<(String, bool)> {
        let t = |id: &str| i18n.tr(id);
        let m = |message: Message| i18n.message(&message);
        let mut out = Vec::new();
        let Some(p) = &self.payments else {
            return out;
        };
        out.push((
            m(Message::new("sheet-payments-line")
                .text("scheme", &p.scheme)
                .text("winner", &p.winner)
                .int("amount", p.receives)),
            false,
        ));
        let pays = |who: String, e: &PaymentLine| {
            m(Message::new("sheet-pays")
                .text("who", who)
                .int("amount", e.amount)
                .text("reason", &e.reason))
        };
        for e in &p.entries {
            let who = match (&e.payer, e.role) {
                (Some(seat), PayerRole::Discarder) => {
                    m(Message::new("sheet-seat-discarder").text("seat", seat))
                }
                (Some(seat), _) => seat.clone(),
                (None, PayerRole::Discarder) => t("sheet-the-discarder"),
                (None, _) => t("sheet-another-player"),
            };
            out.push((pays(who, e), true));
        }
        if !p.instant.is_empty() {
            out.push((
                m(Message::new("sheet-instant-line")
                    .text("winner", &p.winner)
                    .int("amount", p.instant_receives)),
                false,
            ));
            for e in &p.instant {
                let who = e.payer.clone().unwrap_or_else(|| t("sheet-another-player"));
                out.push((pays(who, e), true));
            }
        }
        out
    }

    /// The sheet as readable text, in the sheet's language.
    pub fn to_text(&self) -> String {
        let i18n = I18n::get(self.lang);
        let t = |id: &str| i18n.tr(id);
        let m = |message: Message| i18n.message(&message);
        let mut out = String::new();
        if let Some(title) = &self.title {
            let _ = writeln!(out, "== {title} ==");
        }
        if let Some(hand) = &self.hand {
            let _ = writeln!(out, "{hand}");
        }
        if let Some(arrangement) = self
            .arrangement_words
            .as_ref()
            .or(self.arrangement.as_ref())
        {
            let _ = writeln!(
                out,
                "{}",
                m(Message::new("sheet-arrangement").text("arrangement", arrangement))
            );
        }
        if let Some(why) = &self.why {
            let _ = writeln!(
                out,
                "  {}",
                m(Message::new("sheet-chosen-because").text("why", why))
            );
        }
        let names: Vec<String> = self
            .patterns
            .iter()
            .map(|p| {
                if p.count > 1 {
                    format!("{} ×{}", p.name, p.count)
                } else {
                    p.name.clone()
                }
            })
            .collect();
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        let id_width = self.patterns.iter().map(|p| p.id.len()).max().unwrap_or(0);
        for (p, name) in self.patterns.iter().zip(&names) {
            let line = format!(
                "  {:>4}  {:<id_width$}  {name:<width$}  {}",
                p.value, p.id, p.tiles_words
            );
            let _ = writeln!(out, "{}", line.trim_end());
            let marker = if p.interpretation {
                format!(" ({})", t("interpretation"))
            } else {
                String::new()
            };
            let _ = writeln!(out, "        {:id_width$}  = {}{marker}", "", p.rule);
        }
        if !self.excluded.is_empty() {
            let _ = writeln!(out, "{}:", t("sheet-not-counted"));
            for e in &self.excluded {
                let _ = writeln!(out, "  {} {} ({}): {}", e.id, e.name, e.value, e.reason);
            }
        }
        if let Some(line) = self.total_line(i18n) {
            let _ = writeln!(out, "{line}");
        }
        if let Some(error) = &self.error {
            let _ = writeln!(
                out,
                "{}",
                m(Message::new("sheet-invalid").text("error", error))
            );
        }
        for (line, entry) in self.payment_lines(i18n) {
            let indent = if entry { "  " } else { "" };
            let _ = writeln!(out, "{indent}{line}");
        }
        let others: Vec<&ArrangementLine> =
            self.arrangements.iter().filter(|a| !a.chosen).collect();
        if !others.is_empty() {
            let _ = writeln!(out, "{}:", t("sheet-other-readings"));
            for a in others {
                let _ = writeln!(out, "  {} — {}: {}", a.words, a.total, a.summary);
            }
        }
        out
    }
}

/// The groups and bonus tiles of `mask` (bits 0–7 groups, 8– bonus tiles) in words.
fn group_words(arrangement: &Arrangement, hand: &Hand, mask: u32, i18n: &I18n) -> String {
    let groups: Vec<Vec<crate::tiles::Tile>> = arrangement
        .groups
        .iter()
        .enumerate()
        .filter(|(i, _)| mask >> i & 1 == 1)
        .map(|(_, g)| g.tiles().to_vec())
        .collect();
    let bonus: Vec<BonusTile> = hand
        .bonus
        .iter()
        .enumerate()
        .filter(|(i, _)| mask >> (8 + i) & 1 == 1)
        .map(|(_, &b)| b)
        .collect();
    explain::groups_named(i18n, &groups, &bonus)
}

fn group_tiles(arrangement: &Arrangement, hand: &Hand, mask: u32) -> String {
    let mut parts: Vec<String> = arrangement
        .groups
        .iter()
        .enumerate()
        .filter(|(i, _)| mask >> i & 1 == 1)
        .map(|(_, g)| format_tiles(&g.tiles()))
        .collect();
    parts.extend(
        hand.bonus
            .iter()
            .enumerate()
            .filter(|(i, _)| mask >> (8 + i) & 1 == 1)
            .map(|(_, b)| b.to_string()),
    );
    parts.join(" ")
}

fn pattern_line(hit: &Hit, evaluation: &Evaluation, hand: &Hand, i18n: &I18n) -> PatternLine {
    PatternLine {
        id: hit.pattern.id,
        name: i18n.pattern(hit.pattern.id, hit.pattern.name),
        value: hit.value,
        count: hit.count,
        tiles: group_tiles(&evaluation.arrangement, hand, hit.tiles),
        tiles_words: group_words(&evaluation.arrangement, hand, hit.tiles, i18n),
        rule: i18n.rule(hit.pattern.id, hit.pattern.rule),
        interpretation: hit.pattern.interpretation,
    }
}

/// A hand form's name, as a message.
fn form(form: Form) -> Message {
    Message::new(match form {
        Form::Regular => "form-regular",
        Form::SevenPairs => "form-seven-pairs",
        Form::ThirteenOrphans => "form-thirteen-orphans",
        Form::Declared => "form-declared",
    })
}

/// A wait's name, as a message.
fn wait(wait: Wait) -> Message {
    Message::new(match wait {
        Wait::TwoSided => "wait-two-sided",
        Wait::Closed => "wait-closed",
        Wait::Edge => "wait-edge",
        Wait::DualPung => "wait-dual-pung",
        Wait::Single => "wait-single",
        Wait::ThirteenSided => "wait-thirteen-sided",
    })
}

/// How a hand was won, as a message.
pub fn win_method(win: WinMethod) -> Message {
    Message::new(match win {
        WinMethod::Discard => "win-discard",
        WinMethod::SelfDraw => "win-self-draw",
        WinMethod::KongReplacement => "win-kong-replacement",
        WinMethod::RobbingKong => "win-robbing-kong",
    })
}

/// A payment scheme's name, as a message (the engine names it in English).
fn scheme(english: &str) -> Message {
    let id = match english {
        "Zung Jung scheme, 25-point rule" => "scheme-zj",
        "universal scheme" => "scheme-zj-universal",
        "Hong Kong table with limit" => "scheme-hk-limit",
        "Hong Kong table without limit" => "scheme-hk-no-limit",
        "Singapore: special hand, everyone pays double the limit" => "scheme-sg-special",
        "Singapore: unit doubling to the limit, shooter pays" => "scheme-sg-shooter",
        "Singapore: unit doubling to the limit" => "scheme-sg",
        "Sichuan: 2^fan capped at 8 and 16" => "scheme-sc",
        _ => return Message::new("scheme-other").text("scheme", english),
    };
    Message::new(id)
}

fn arrangement_text(arrangement: &Arrangement, i18n: &I18n) -> String {
    explain::arrangement(i18n, arrangement)
}

/// A one-line description of the hand and how it was won, in English.
pub fn describe_hand(hand: &Hand, settings: &RuleSettings) -> String {
    describe_hand_in(hand, settings, I18n::english())
}

/// A description of the hand and how it was won, in a language: system, seats and win on
/// one line; the tiles (in words) and the rest of the situation ([`situation_facts`]) on
/// the next.
pub fn describe_hand_in(hand: &Hand, settings: &RuleSettings, i18n: &I18n) -> String {
    let mut concealed = hand.concealed;
    concealed[hand.winning_tile.index()] = concealed[hand.winning_tile.index()].saturating_sub(1);
    let system = i18n.tr_or(&format!("system-{}", settings.id()), settings.name());
    let situation = if settings.has_prevailing_wind() {
        Message::new("hand-situation").msg("round", wind(hand.prevailing_wind))
    } else {
        Message::new("hand-situation-no-round")
    };
    let mut text = i18n.message(
        &situation
            .text("system", system)
            .msg("seat", wind(hand.seat_wind))
            .msg("tile", crate::tiles::names::tile(hand.winning_tile))
            .msg("win", win_method(hand.win)),
    );
    if let Some(d) = hand.discarder {
        let _ = write!(
            text,
            " {}",
            i18n.message(&Message::new("hand-from").msg("seat", wind(d)))
        );
    }
    let concealed: Vec<crate::tiles::Tile> = (0..crate::tiles::KINDS)
        .filter_map(crate::tiles::Tile::from_index)
        .flat_map(|t| std::iter::repeat_n(t, usize::from(concealed[t.index()])))
        .collect();
    let tiles = explain::hand_words(i18n, &concealed, &hand.melds, hand.winning_tile);
    let _ = write!(
        text,
        "\n{}",
        i18n.message(&Message::new("hand-tiles").text("tiles", tiles))
    );
    for fact in situation_facts(hand, i18n, SituationFor::Sheet) {
        let _ = write!(text, " · {fact}");
    }
    text
}

/// Where a hand's situation is said, which decides what [`situation_facts`] leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SituationFor {
    /// The score sheet: its tiles line already shows the melds.
    Sheet,
    /// A question about the hand: claimed melds are said with whom they came from.
    Question,
    /// A question about the waits: the winning tile is the answer, so whether it was fresh
    /// is not said either.
    Waits,
}

/// The situation flags that are set, each in words ("last tile of the wall", …).
pub fn flag_words(f: &crate::hand::Flags, i18n: &I18n) -> Vec<String> {
    [
        (f.final_draw, "flag-final-draw"),
        (f.final_discard, "flag-final-discard"),
        (f.heaven, "flag-heaven"),
        (f.earth, "flag-earth"),
        (f.bonus_replacement, "flag-bonus-replacement"),
        (f.kong_on_kong, "flag-kong-on-kong"),
        (f.humanly, "flag-humanly"),
        (f.kong_shot, "flag-kong-shot"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, id)| i18n.tr(id))
    .collect()
}

/// The facts of a hand's situation beyond seat, round and how it was won, in words, in one
/// order: bonus tiles, claimed melds and whom from, special flags, table facts (tiles left,
/// a fresh winning discard, a forced discard, bonus replacements, dealt bonus tiles, the
/// missing suit, players out). The score sheet and the printed worksheet both say the
/// situation with it.
pub fn situation_facts(hand: &Hand, i18n: &I18n, place: SituationFor) -> Vec<String> {
    let m = |message: Message| i18n.message(&message);
    let mut facts: Vec<String> = Vec::new();
    if !hand.bonus.is_empty() {
        facts.push(m(
            Message::new("hand-bonus").text("tiles", explain::bonus_named(i18n, &hand.bonus))
        ));
    }
    let claims = place != SituationFor::Sheet;
    for meld in hand.melds.iter().filter(|_| claims) {
        if let Some(from) = meld.from.filter(|_| meld.kind != MeldKind::ConcealedKong) {
            facts.push(format!(
                "{}, {}: {}",
                explain::meld_named(i18n, &meld.tiles()),
                i18n.tr("calc-claimed-from"),
                wind_name(i18n, from)
            ));
        }
    }
    facts.extend(flag_words(&hand.flags, i18n));
    let t = &hand.table;
    if let Some(left) = t.wall_tiles_left {
        facts.push(format!("{}: {left}", i18n.tr("calc-wall-left")));
    }
    if t.winning_tile_fresh && place != SituationFor::Waits {
        facts.push(format!(
            "{}: {}",
            i18n.tr("calc-winning-discard"),
            i18n.tr("calc-winning-fresh")
        ));
    }
    if t.forced_discard {
        facts.push(i18n.tr("calc-forced-discard"));
    }
    if t.bonus_replacements > 1 {
        facts.push(format!(
            "{}: {}",
            i18n.tr("calc-bonus-replacements"),
            t.bonus_replacements
        ));
    }
    if t.dealt_bonus != 0 {
        let dealt: Vec<BonusTile> = hand
            .bonus
            .iter()
            .copied()
            .filter(|b| t.dealt_bonus >> b.ordinal() & 1 == 1)
            .collect();
        if !dealt.is_empty() {
            facts.push(format!(
                "{}: {}",
                i18n.tr("calc-dealt-bonus"),
                explain::bonus_named(i18n, &dealt)
            ));
        }
    }
    if let Some(s) = t.missing_suit {
        facts.push(m(Message::new("drill-missing-suit").msg("suit", suit(s))));
    }
    let out: Vec<String> = Wind::ALL
        .into_iter()
        .filter(|w| t.players_out >> w.index() & 1 == 1)
        .map(|w| wind_name(i18n, w))
        .collect();
    if !out.is_empty() {
        facts.push(format!(
            "{}: {}",
            i18n.tr("calc-players-out"),
            out.join(", ")
        ));
    }
    facts
}

/// Builds the sheet of a scored hand, in English.
pub fn sheet_of(hand: &Hand, scored: &Scored) -> ScoreSheet {
    sheet_in(hand, scored, I18n::english())
}

/// Builds the sheet of a scored hand in a language: names, rules, reasons and payments in
/// its words; ids, notation and numbers as they are.
pub fn sheet_in(hand: &Hand, scored: &Scored, i18n: &I18n) -> ScoreSheet {
    let chosen = scored.chosen();
    let patterns = chosen
        .hits
        .iter()
        .map(|h| pattern_line(h, chosen, hand, i18n))
        .collect();
    let excluded = chosen
        .excluded
        .iter()
        .map(|e| ExcludedLine {
            id: e.hit.pattern.id,
            name: i18n.pattern(e.hit.pattern.id, e.hit.pattern.name),
            value: e.hit.value,
            tiles: group_tiles(&chosen.arrangement, hand, e.hit.tiles),
            by: e.by.id,
            reason: explain::exclusion(i18n, e),
        })
        .collect();
    let arrangement = format!(
        "{} ({}, {})",
        arrangement_text(&chosen.arrangement, i18n),
        i18n.message(&form(chosen.arrangement.form)),
        i18n.message(&wait(chosen.arrangement.wait))
    );
    let arrangement_words = format!(
        "{} ({}, {})",
        explain::arrangement_words(i18n, &chosen.arrangement),
        i18n.message(&form(chosen.arrangement.form)),
        i18n.message(&wait(chosen.arrangement.wait))
    );
    let arrangements = scored
        .evaluations
        .iter()
        .enumerate()
        .map(|(i, e)| ArrangementLine {
            text: arrangement_text(&e.arrangement, i18n),
            words: explain::arrangement_words(i18n, &e.arrangement),
            form: i18n.message(&form(e.arrangement.form)),
            wait: i18n.message(&wait(e.arrangement.wait)),
            total: e.total,
            chosen: i == scored.best,
            patterns: e.hits.iter().map(|h| h.pattern.id).collect(),
            summary: e
                .hits
                .iter()
                .map(|h| format!("{} {}", i18n.pattern(h.pattern.id, h.pattern.name), h.value))
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect::<Vec<_>>();
    let seat = |w: Wind| i18n.message(&wind(w));
    let (valid, error, payments) = match scored.verdict {
        Verdict::Win => {
            let p = &scored.payments;
            let line = |e: &super::Payment| PaymentLine {
                payer: e.payer.map(seat),
                role: e.role,
                amount: e.amount,
                rule: e.rule.id(),
                reason: explain::payment(i18n, e.rule, e.amount),
            };
            let view = PaymentsView {
                scheme: i18n.message(&scheme(p.scheme)),
                winner: seat(p.winner),
                receives: p.winner_receives(),
                entries: p.entries.iter().map(line).collect(),
                instant: p.instant.iter().map(line).collect(),
                instant_receives: p.instant.iter().map(|e| e.amount).sum(),
            };
            (true, None, Some(view))
        }
        Verdict::BelowMinimum { .. } => (false, explain::verdict(i18n, scored), None),
    };
    ScoreSheet {
        valid,
        error,
        title: None,
        rules: Some(scored.settings.id()),
        hand: Some(describe_hand_in(hand, &scored.settings, i18n)),
        total: Some(chosen.total),
        unit: Some(scored.settings.unit()),
        sum: Some(chosen.sum),
        limit: chosen.limit,
        arrangement: Some(arrangement),
        arrangement_words: Some(arrangement_words),
        why: Some(explain::why(i18n, scored)),
        patterns,
        excluded,
        payments,
        arrangements,
        lang: i18n.lang(),
    }
}

/// Scores a hand under the given rules and explains it; errors become an error sheet.
pub fn score_sheet(hand: &Hand, settings: &RuleSettings) -> ScoreSheet {
    score_sheet_in(hand, settings, I18n::english())
}

/// [`score_sheet`] in a language.
pub fn score_sheet_in(hand: &Hand, settings: &RuleSettings, i18n: &I18n) -> ScoreSheet {
    match score(hand, settings) {
        Ok(scored) => sheet_in(hand, &scored, i18n),
        Err(e) => ScoreSheet {
            hand: Some(describe_hand_in(hand, settings, i18n)),
            rules: Some(settings.id()),
            lang: i18n.lang(),
            ..ScoreSheet::error(i18n.text(&e))
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::HandFile;

    #[test]
    fn the_situation_is_said_once_for_sheet_and_questions() {
        let text = r#"(
            rules: Sichuan(),
            concealed: "123m456m789s55s",
            melds: [Pung(tiles: "777s", from: North)],
            winning_tile: "5s",
            discarder: West,
            flags: (kong_shot: true),
            table: (winning_tile_fresh: true, wall_tiles_left: 12),
            missing_suit: Dots,
        )"#;
        let (_, hand) = HandFile::parse(text).unwrap();
        let i18n = I18n::english();
        let facts = |place| situation_facts(&hand, i18n, place);
        let question = facts(SituationFor::Question);
        assert_eq!(
            question[0], "7 Bamboo ×3, claimed from: North",
            "{question:?}"
        );
        assert!(
            question.contains(&i18n.tr("flag-kong-shot")),
            "{question:?}"
        );
        assert!(question.iter().any(|f| f.ends_with(": 12")), "{question:?}");
        let fresh = format!("{}: ", i18n.tr("calc-winning-discard"));
        assert!(
            question.iter().any(|f| f.starts_with(&fresh)),
            "{question:?}"
        );
        let waits = facts(SituationFor::Waits);
        assert!(!waits.iter().any(|f| f.starts_with(&fresh)), "{waits:?}");
        // The sheet's tiles line shows the melds already; the rest is the same.
        let sheet = facts(SituationFor::Sheet);
        assert_eq!(sheet, question[1..].to_vec());
        let described = describe_hand_in(&hand, &RuleSettings::from_id("sichuan").unwrap(), i18n);
        assert!(
            described.ends_with(&format!(" · {}", sheet.join(" · "))),
            "{described}"
        );
    }
}

//! Drill mode "What would you discard?" on screen: the position (the winds, the draws left,
//! the table's discards, the player's melds), the hand as tiles to click; once a tile is
//! clicked, the grade and the advisor's ranking with the player's choice marked. The
//! positions are dealt (generated) or taken from the learner's reviewed games
//! ([`MyPositions`]). Position, advice and grading are the library's
//! ([`crate::drill::discard`]).

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::notice::{Notice, NoticeLevel};
use crate::app::screens::drill::mode::waits::MISSED;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::screens::drill::{DrillCommand, RIGHT_COLOR, grade_line_ui};
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::words::severity_key;
use crate::app::widgets::{meld_ui, named_tiles_ui, tile_button, tile_image};
use crate::drill::discard::{
    DiscardGrade, DiscardQuestion, SavedPosition, Skill, Verdict, deal_discard, discards,
};
use crate::drill::generate::Target;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::review::{Candidate, Severity};
use crate::rules::RuleSettings;
use crate::rules::explain::tile_name;
use crate::tiles::{Tile, tiles_of};
use egui::{RichText, Ui};

/// Where the drill's positions come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// Dealt by the generator for the drill's system and level.
    #[default]
    Generated,
    /// The learner's saved positions (from reviewed games), in turn.
    Mine,
}

/// The learner's saved positions, where they are kept, and which positions the drill asks.
/// Changed through [`DrillCommand::DiscardSource`] and [`DrillCommand::MyPositions`].
#[derive(Clone, Debug, Default)]
pub struct MyPositions {
    pub source: Source,
    pub positions: Vec<SavedPosition>,
    /// The file they are kept in (the data folder's [`crate::drill::discard::MY_DRILLS_FILE`]);
    /// `None`: kept in memory only.
    pub file: Option<std::path::PathBuf>,
    /// The saved position asked next (counted from 0, in turn).
    pub next: usize,
}

impl MyPositions {
    /// The next question: dealt, or the next saved position of the system that can be asked.
    pub fn deal(
        &mut self,
        settings: &RuleSettings,
        target: &Target,
        level: Level,
        rng: &mut fastrand::Rng,
    ) -> Option<DiscardDrill> {
        if self.source == Source::Generated {
            return DiscardDrill::generated(settings, target, level, rng);
        }
        let n = self.positions.len();
        for k in 0..n {
            let at = (self.next + k) % n;
            let Some(saved) = self.positions.get(at) else {
                continue;
            };
            if saved.rules.id() != settings.id() {
                continue;
            }
            if let Some(question) = DiscardQuestion::of_saved(saved) {
                self.next = at + 1;
                return Some(DiscardDrill::new(question));
            }
        }
        None
    }

    /// The saved positions of a system.
    pub fn count(&self, system: &str) -> usize {
        self.positions
            .iter()
            .filter(|p| p.rules.id() == system)
            .count()
    }
}

/// One question and the learner's answer. Changed only through [`DiscardCommand`] and
/// [`DiscardDrill::check`].
#[derive(Clone, Debug)]
pub struct DiscardDrill {
    pub question: DiscardQuestion,
    /// The tile clicked.
    pub chosen: Option<Tile>,
    /// The answer graded, once checked.
    pub graded: Option<DiscardGrade>,
}

/// Every change to a discard answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscardCommand {
    /// Discards this tile of the hand (a click: the drill checks it at once).
    Choose(Tile),
}

impl DiscardDrill {
    pub fn new(question: DiscardQuestion) -> DiscardDrill {
        DiscardDrill {
            question,
            chosen: None,
            graded: None,
        }
    }

    /// A generated question; a weak spot's target, when it is one of the drill's skills,
    /// is asked for.
    pub fn generated(
        settings: &RuleSettings,
        target: &Target,
        level: Level,
        rng: &mut fastrand::Rng,
    ) -> Option<DiscardDrill> {
        let skill = match target {
            Target::Pattern(id) => Skill::from_id(id),
            Target::Natural => None,
        };
        deal_discard(settings, level, skill, rng).map(DiscardDrill::new)
    }
}

impl DrillMode for DiscardDrill {
    type Command = DiscardCommand;
    const MODE: Mode = Mode::Discard;
    const GRADED_ON_ANSWER: bool = true;

    /// A generated question, or the learner's next saved position (as the drill's source says).
    fn deal(from: &mut Dealing) -> Option<DiscardDrill> {
        from.mine
            .deal(from.settings, from.target, from.level, from.rng)
    }

    fn apply(&mut self, command: DiscardCommand) {
        match command {
            DiscardCommand::Choose(t)
                if !self.checked() && self.question.position.concealed[t.index()] > 0 =>
            {
                self.chosen = Some(t);
            }
            DiscardCommand::Choose(_) => {}
        }
    }

    /// Grades the answer; `None` while no tile is chosen, or once graded.
    fn check(&mut self) -> Option<Outcome> {
        if self.checked() {
            return None;
        }
        let chosen = self.chosen?;
        // Graded as the review grades the choice played: its severity settled.
        self.question.advice = self.question.advice_for(chosen);
        let q = &self.question;
        let grade = crate::drill::discard::grade(&q.position, &q.advice, chosen)?;
        self.graded = Some(grade);
        Some(grade.outcome(q.skill))
    }

    fn checked(&self) -> bool {
        self.graded.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<DiscardCommand>) {
        discard_drill_ui(ui, self, i18n, corner_index, out);
    }
}

/// "Positions: generated | from my games (n)", above the question (not while a set runs).
pub fn source_ui(
    ui: &mut Ui,
    mine: &MyPositions,
    system: &str,
    i18n: &I18n,
    out: &mut Vec<DrillCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("discard-source")).weak());
        let generated = i18n.tr("discard-source-generated");
        if ui
            .selectable_label(mine.source == Source::Generated, generated)
            .clicked()
        {
            out.push(DrillCommand::DiscardSource(Source::Generated));
        }
        let count = mine.count(system);
        let text = i18n.tr_args("discard-source-mine", &[("count", count.into())]);
        if ui
            .selectable_label(mine.source == Source::Mine, text)
            .clicked()
        {
            out.push(DrillCommand::DiscardSource(Source::Mine));
        }
    });
    if mine.source == Source::Mine && mine.count(system) == 0 {
        ui.label(RichText::new(i18n.tr("discard-mine-empty")).color(ui.visuals().warn_fg_color));
    }
}

/// The question and, once checked, its grade and the ranking.
pub fn discard_drill_ui(
    ui: &mut Ui,
    drill: &DiscardDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DiscardCommand>,
) {
    egui::ScrollArea::vertical()
        .id_salt("discard drill")
        .auto_shrink([false, false])
        .show(ui, |ui| question_ui(ui, drill, i18n, corner_index, out));
}

fn question_ui(
    ui: &mut Ui,
    drill: &DiscardDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DiscardCommand>,
) {
    let q = &drill.question;
    let p = &q.position;
    ui.label(RichText::new(i18n.tr("discard-prompt")).strong().size(16.0));
    let mut facts = vec![format!(
        "{}: {}",
        i18n.tr("calc-seat"),
        wind_name(i18n, p.seat)
    )];
    // Sichuan has no prevailing wind to name.
    if p.rules.has_prevailing_wind() {
        facts.push(format!(
            "{}: {}",
            i18n.tr("calc-round"),
            wind_name(i18n, p.prevailing)
        ));
    }
    facts.push(i18n.tr_args(
        "discard-dealer",
        &[("seat", wind_name(i18n, p.dealer).into())],
    ));
    facts.push(i18n.tr_args("discard-draws-left", &[("count", p.draws_left().into())]));
    if let Some(suit) = p.missing_suit {
        let suit = i18n.tr(&format!("suit-{}", suit.name()));
        facts.push(i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]));
    }
    ui.label(RichText::new(facts.join(" · ")).size(15.0));
    if let Some((from, _)) = &q.saved {
        ui.label(
            RichText::new(i18n.tr_args(
                "discard-from-game",
                &[
                    ("record", from.record.clone().into()),
                    ("hand", (from.hand + 1).into()),
                    ("step", from.step.into()),
                ],
            ))
            .weak(),
        );
    }
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    let small = (ui.available_width() / 34.0).clamp(22.0, 34.0);
    ui.add_space(4.0);
    ui.label(RichText::new(i18n.tr("discard-table")).weak());
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for t in tiles_of(&p.visible) {
            tile_image(ui, Face::Tile(t), small, look);
        }
    });
    ui.add_space(6.0);
    let height = (ui.available_width() / 20.0).clamp(44.0, 72.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for t in tiles_of(&p.concealed) {
            hand_tile_ui(ui, drill, t, height, corner_index, i18n, out);
        }
        for m in &p.melds {
            ui.add_space(height * 0.3);
            meld_ui(ui, m, p.seat, height * 0.85, look);
        }
    });
    ui.add_space(6.0);
    grade_line_ui(ui, drill.graded.map(|g| grade_text(i18n, drill, &g)));
    if let Some(g) = &drill.graded {
        ranking_ui(ui, drill, g, i18n);
    } else {
        ui.label(RichText::new(i18n.tr("discard-hint")).weak());
    }
}

/// One tile of the hand: a button until checked, then framed: the best in green, the
/// choice in its grade's colour.
fn hand_tile_ui(
    ui: &mut Ui,
    drill: &DiscardDrill,
    t: Tile,
    height: f32,
    corner_index: bool,
    i18n: &I18n,
    out: &mut Vec<DiscardCommand>,
) {
    let name = i18n.tr_args("discard-tile", &[("tile", tile_name(i18n, t).into())]);
    let response = tile_button(ui, Face::Tile(t), height, corner_index, &name);
    let frame = drill.graded.and_then(|g| {
        if g.chosen == t {
            Some(verdict_color(ui, g.verdict))
        } else if g.best == t {
            Some(RIGHT_COLOR)
        } else {
            None
        }
    });
    if let Some(color) = frame {
        ui.painter().rect_stroke(
            response.rect.expand(2.0),
            4.0,
            egui::Stroke::new(3.0, color),
            egui::StrokeKind::Outside,
        );
    }
    if response.clicked() && !drill.checked() {
        out.push(DiscardCommand::Choose(t));
    }
}

fn verdict_color(ui: &Ui, verdict: Verdict) -> egui::Color32 {
    match verdict {
        Verdict::Right => RIGHT_COLOR,
        Verdict::Acceptable => MISSED,
        Verdict::Wrong => ui.visuals().error_fg_color,
    }
}

/// The grade in a line: right, acceptable or wrong, with the best and the loss.
fn grade_text(i18n: &I18n, drill: &DiscardDrill, g: &DiscardGrade) -> (bool, String) {
    let (ahead, size) = crate::review::loss_words(g.loss, 2);
    let loss = i18n.decimal_mark(crate::review::with_error(&size, g.loss_error, 2));
    let args = [
        ("tile", tile_name(i18n, g.chosen).into()),
        ("best", tile_name(i18n, g.best).into()),
        ("ahead", ahead.into()),
        ("loss", loss.into()),
        ("severity", i18n.tr(severity_key(g.severity)).into()),
    ];
    let mut text = match g.verdict {
        Verdict::Right => i18n.tr_args("discard-right", &args),
        Verdict::Acceptable if g.equal => i18n.tr_args("discard-equal", &args),
        Verdict::Acceptable if g.severity == Severity::None => {
            i18n.tr_args("discard-acceptable-no-mistake", &args)
        }
        Verdict::Acceptable => i18n.tr_args("discard-acceptable", &args),
        Verdict::Wrong => i18n.tr_args("discard-wrong", &args),
    };
    if let Some((_, played)) = &drill.question.saved {
        text.push(' ');
        text.push_str(&i18n.tr_args(
            "discard-played",
            &[("tile", tile_name(i18n, *played).into())],
        ));
    }
    (g.verdict != Verdict::Wrong, text)
}

/// A share as a percentage, with its standard error when estimated.
fn chance_text(c: &Candidate, i18n: &I18n) -> String {
    i18n.decimal_mark(match c.value {
        Some(v) if v.samples > 0 => format!(
            "{:.0} % ± {:.0}",
            v.win_chance * 100.0,
            v.win_chance_error * 100.0
        ),
        Some(v) => format!("{:.1} %", v.win_chance * 100.0),
        None => "—".into(),
    })
}

fn expected_text(c: &Candidate, i18n: &I18n) -> String {
    i18n.decimal_mark(match c.value {
        Some(v) if v.samples > 0 => format!("{:+.2} ± {:.2}", v.expected, v.expected_error),
        Some(v) => format!("{:+.2}", v.expected),
        None => "—".into(),
    })
}

/// The chance to deal in and what it costs.
fn deal_in_text(c: &Candidate, i18n: &I18n) -> String {
    i18n.decimal_mark(match c.value {
        Some(v) => format!("{:.0} % · {:.1}", v.deal_in * 100.0, v.danger),
        None => "—".into(),
    })
}

/// The loss against the best, with its error.
fn loss_text(c: &Candidate, i18n: &I18n) -> String {
    i18n.decimal_mark(match c.loss {
        Some(l) => crate::review::with_error(&format!("{:.2}", l.mean), l.error, 2),
        None => "—".into(),
    })
}

/// The advisor's ranking of every discard: shanten, improving tiles (kinds and copies
/// left), win chance, net result and deal-in; the best first, the choice marked.
fn ranking_ui(ui: &mut Ui, drill: &DiscardDrill, g: &DiscardGrade, i18n: &I18n) {
    ui.add_space(6.0);
    ui.label(
        RichText::new(i18n.tr("discard-ranking"))
            .strong()
            .size(16.0),
    );
    let samples = discards(&drill.question.advice)
        .filter_map(|(_, c)| c.value.map(|v| v.samples))
        .max()
        .unwrap_or(0);
    if samples > 0 {
        ui.label(
            RichText::new(i18n.tr_args("discard-samples", &[("count", samples.into())])).weak(),
        );
    }
    egui::Grid::new("discard_ranking")
        .num_columns(9)
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for id in [
                "discard-col-discard",
                "discard-col-shanten",
                "discard-col-improving",
                "discard-col-copies",
                "discard-col-win-chance",
                "discard-col-expected",
                "discard-col-deal-in",
                "discard-col-loss",
                "discard-col-note",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for (k, (t, c)) in discards(&drill.question.advice).enumerate() {
                let chosen = t == g.chosen;
                ui.horizontal(|ui| {
                    if chosen {
                        ui.label(RichText::new("●").color(verdict_color(ui, g.verdict)));
                    }
                    named_tiles_ui(ui, &[t], 24.0, i18n);
                });
                ui.label(c.shanten.to_string());
                let kinds: Vec<Tile> = c.ukeire.iter().map(|i| i.tile).collect();
                named_tiles_ui(ui, &kinds, 18.0, i18n);
                ui.label(crate::review::tiles_left(c).to_string());
                ui.label(chance_text(c, i18n));
                ui.label(expected_text(c, i18n));
                ui.label(deal_in_text(c, i18n));
                ui.label(loss_text(c, i18n));
                let mut notes = Vec::new();
                if k == 0 {
                    notes.push(i18n.tr("discard-best"));
                } else if c.equal {
                    notes.push(i18n.tr("discard-equal-mark"));
                }
                if chosen {
                    notes.push(i18n.tr("discard-your-choice"));
                }
                if drill.question.saved.as_ref().is_some_and(|(_, p)| *p == t) {
                    notes.push(i18n.tr("discard-played-mark"));
                }
                notes.extend(c.reasons.iter().map(|r| r.words(i18n)));
                // The notes wrap within the window, never past its edge.
                ui.add(egui::Label::new(notes.join(", ")).wrap());
                ui.end_row();
            }
        });
}

/// The notice that the saved positions file could not be used: where it was kept aside, or
/// that it was left where it was (and is not written over).
pub fn my_drills_notice(
    path: &std::path::Path,
    problem: &crate::drill::discard::MyDrillsProblem,
) -> Notice {
    match &problem.backup {
        Some(backup) => Notice::new(NoticeLevel::Warning, "notice-my-drills-kept")
            .arg("path", backup.display().to_string())
            .arg("error", problem.error.clone()),
        None => Notice::new(NoticeLevel::Error, "notice-my-drills-unmoved")
            .arg("path", path.display().to_string())
            .arg("error", problem.error.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::drill::mode::deal_mode;
    use crate::drill::generate::Target;
    #[allow(unused_imports)]
    use crate::drill::mode::Level;
    use crate::i18n::Lang;
    #[allow(unused_imports)]
    use crate::rules::RuleSettings;

    /// A question dealt under the default rules from `seed`.
    fn dealt(seed: u64, level: Level) -> DiscardDrill {
        let mut rng = fastrand::Rng::with_seed(seed);
        deal_mode::<DiscardDrill>(&RuleSettings::default(), &Target::Natural, level, &mut rng)
            .expect("a question")
    }

    #[test]
    fn a_click_chooses_a_tile_of_the_hand_and_a_checked_answer_stays() {
        let mut d = dealt(4, Level::Standard);
        assert_eq!(d.check(), None, "nothing chosen yet");
        let held: Vec<Tile> = tiles_of(&d.question.position.concealed);
        let absent = Tile::all()
            .find(|t| d.question.position.concealed[t.index()] == 0)
            .expect("a tile not held");
        d.apply(DiscardCommand::Choose(absent));
        assert_eq!(d.chosen, None, "only a tile of the hand");
        d.apply(DiscardCommand::Choose(held[0]));
        let outcome = d.check().expect("graded");
        assert_eq!(outcome.patterns[0].pattern, d.question.skill.id());
        d.apply(DiscardCommand::Choose(held[held.len() - 1]));
        assert_eq!(d.chosen, Some(held[0]), "a checked answer stays");
        assert_eq!(d.check(), None, "not graded twice");
    }

    /// A graded discard names its mistake as the review does: a loss under the threshold is
    /// none, a small one is acceptable, a wrong one says how big; a tie says so; in every
    /// language.
    #[test]
    fn a_graded_discard_names_its_mistake_as_the_review_does() {
        let d = dealt(4, Level::Standard);
        let held: Vec<Tile> = tiles_of(&d.question.position.concealed);
        let grade = |equal: bool, severity: Severity| DiscardGrade {
            chosen: held[0],
            best: held[held.len() - 1],
            verdict: Verdict::Acceptable,
            loss: 1.5,
            loss_error: 0.4,
            equal,
            severity,
        };
        for lang in [Lang::English, Lang::Russian, Lang::Polish] {
            let i18n = I18n::new(lang);
            let text = |g: DiscardGrade| grade_text(&i18n, &d, &g).1;
            let none = text(grade(false, Severity::None));
            let small = text(grade(false, Severity::Small));
            let equal = text(grade(true, Severity::None));
            assert!(none != small && none != equal && small != equal, "{lang:?}");
            assert_eq!(
                none,
                i18n.tr_args(
                    "discard-acceptable-no-mistake",
                    &[
                        ("tile", tile_name(&i18n, held[0]).into()),
                        ("best", tile_name(&i18n, held[held.len() - 1]).into()),
                        ("loss", i18n.decimal_mark("1.50 ± 0.40".to_string()).into()),
                    ]
                )
            );
        }
        let en = I18n::english();
        let none = grade_text(en, &d, &grade(false, Severity::None)).1;
        assert!(none.contains("too little to call a mistake"), "{none}");
        assert!(!none.contains("a small mistake"), "{none}");
        let small = grade_text(en, &d, &grade(false, Severity::Small)).1;
        assert!(small.contains("a small mistake"), "{small}");
        let wrong = |severity| {
            let g = DiscardGrade {
                verdict: Verdict::Wrong,
                ..grade(false, severity)
            };
            grade_text(en, &d, &g).1
        };
        assert!(wrong(Severity::Medium).ends_with("— a medium mistake."));
        assert!(wrong(Severity::Big).ends_with("— a big mistake."));
    }

    #[test]
    fn saved_positions_of_the_system_are_asked_in_turn() {
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(9);
        let q = deal_mode::<DiscardDrill>(&settings, &Target::Natural, Level::Beginner, &mut rng)
            .expect("a question");
        let p = &q.question.position;
        let saved = |record: &str| SavedPosition {
            rules: p.rules.clone(),
            concealed: crate::tiles::format_counts(&p.concealed),
            melds: Vec::new(),
            bonus: String::new(),
            visible: crate::tiles::format_counts(&p.visible),
            discards: String::new(),
            draws_left: p.draws_left(),
            wall: Some(p.wall),
            drawn: None,
            turn: crate::drill::discard::SavedTurn::Wall,
            seat: p.seat,
            prevailing: p.prevailing,
            dealer: p.dealer,
            missing_suit: None,
            others: Vec::new(),
            played: tiles_of(&p.concealed)[0].to_string(),
            from: crate::drill::discard::SavedFrom {
                record: record.into(),
                hand: 0,
                step: 3,
                player: "Ann".into(),
            },
            seed: None,
            rollouts: None,
        };
        let mut mine = MyPositions {
            source: Source::Mine,
            positions: vec![saved("a.ron"), saved("b.ron")],
            ..MyPositions::default()
        };
        let record = |d: Option<DiscardDrill>| d.and_then(|d| d.question.saved).map(|s| s.0.record);
        let mut deal = |mine: &mut MyPositions, s: &RuleSettings| {
            mine.deal(s, &Target::Natural, Level::Standard, &mut rng)
        };
        assert_eq!(record(deal(&mut mine, &settings)).as_deref(), Some("a.ron"));
        assert_eq!(record(deal(&mut mine, &settings)).as_deref(), Some("b.ron"));
        assert_eq!(record(deal(&mut mine, &settings)).as_deref(), Some("a.ron"));
        let sichuan = RuleSettings::from_id("sichuan").expect("sichuan");
        assert!(deal(&mut mine, &sichuan).is_none(), "none saved of Sichuan");
        assert_eq!(mine.count("zung-jung"), 2);
    }
}

//! The Sichuan wall's-end drill on screen: the hands of the players still in, a state to name
//! for each, a table of who pays whom; once checked, each player and each amount graded and
//! explained by its rule.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::waits::{MISSED, RIGHT};
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::{meld_ui, tile_image};
use crate::drill::mode::{Mode, Outcome};
use crate::drill::wall_end::{
    EndKind, OwedGrade, WallEndAnswer, WallEndGrade, WallEndQuestion, deal_wall_end,
};
use crate::rules::RuleSettings;
use crate::rules::sichuan::{EndHand, EndState, ScRule, Transfer};
use crate::tiles::{Tile, Wind, tiles_of};
use egui::{RichText, Ui};

/// One wall's-end question and the learner's answer. Changed only through
/// [`WallEndCommand`] and [`WallEndDrill::check`].
#[derive(Clone, Debug)]
pub struct WallEndDrill {
    pub question: WallEndQuestion,
    pub answer: WallEndAnswer,
    /// The answer graded, once checked.
    pub graded: Option<WallEndGrade>,
}

/// Every change to a wall's-end answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WallEndCommand {
    /// Names the state of the player in a seat.
    SetState(Wind, EndKind),
    /// What a seat pays another (`to: None`: a penalty nobody receives).
    SetAmount {
        from: Wind,
        to: Option<Wind>,
        amount: u32,
    },
}

impl DrillMode for WallEndDrill {
    type Command = WallEndCommand;
    const MODE: Mode = Mode::WallEnd;

    /// Only Sichuan ends its wall with a settlement between the players who have not won.
    fn offered(settings: &RuleSettings) -> bool {
        matches!(settings, RuleSettings::Sichuan(_))
    }

    /// Deals a question; `None` outside Sichuan (the only system with a wall's end to settle).
    fn deal(from: &mut Dealing) -> Option<WallEndDrill> {
        if !Self::offered(from.settings) {
            return None;
        }
        Some(WallEndDrill {
            question: deal_wall_end(from.level, from.rng)?,
            answer: WallEndAnswer::default(),
            graded: None,
        })
    }

    fn apply(&mut self, cmd: WallEndCommand) {
        if self.checked() {
            return;
        }
        match cmd {
            WallEndCommand::SetState(seat, kind) => self.answer.states[seat.index()] = Some(kind),
            WallEndCommand::SetAmount { from, to, amount } => {
                self.answer.set_amount(from, to, amount)
            }
        }
    }

    /// Grades the answer; `None` while a player's state is not named, or once graded.
    fn check(&mut self) -> Option<Outcome> {
        let named = self
            .question
            .hands
            .iter()
            .all(|h| self.answer.states[h.seat.index()].is_some());
        if !named || self.checked() {
            return None;
        }
        let grade = self.question.grade(&self.answer);
        let outcome = grade.outcome();
        self.graded = Some(grade);
        Some(outcome)
    }

    fn checked(&self) -> bool {
        self.graded.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<WallEndCommand>) {
        wall_end_drill_ui(ui, self, i18n, corner_index, out);
    }
}

fn tile_list(tiles: &[Tile], i18n: &I18n) -> String {
    crate::rules::explain::tiles_named(i18n, tiles)
}

fn kind_name(i18n: &I18n, kind: EndKind) -> String {
    i18n.tr(&format!("wall-end-state-{}", kind.id()))
}

fn seat_name(i18n: &I18n, to: Option<Wind>) -> String {
    to.map_or_else(|| i18n.tr("replays-nobody"), |w| wind_name(i18n, w))
}

/// A rule behind a transfer, in words (the ledger's explanations).
fn rule_text(i18n: &I18n, rule: ScRule) -> String {
    i18n.tr(&format!("ledger-{}", rule.id().replace(['.', '_'], "-")))
}

/// The wall's-end question and, once checked, its grade with the rules.
pub fn wall_end_drill_ui(
    ui: &mut Ui,
    drill: &WallEndDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<WallEndCommand>,
) {
    // The question scrolls in whatever room the drill screen gives it.
    egui::ScrollArea::vertical()
        .id_salt("wall end drill")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            wall_end_question_ui(ui, drill, i18n, corner_index, out)
        });
}

fn wall_end_question_ui(
    ui: &mut Ui,
    drill: &WallEndDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<WallEndCommand>,
) {
    let q = &drill.question;
    ui.label(
        RichText::new(i18n.tr("wall-end-prompt"))
            .strong()
            .size(16.0),
    );
    if !q.out.is_empty() {
        let names: Vec<String> = q.out.iter().map(|&w| wind_name(i18n, w)).collect();
        ui.label(i18n.tr_args("wall-end-out", &[("seats", names.join(", ").into())]));
    }
    ui.add_space(4.0);
    // A wide screen shows the players two by two, and the grade beside the table.
    let wide = ui.available_width() >= WIDE;
    let columns = if wide { 2 } else { 1 };
    let column_width = ui.available_width() / columns as f32;
    let height = (column_width / 15.0).clamp(32.0, 56.0);
    for pair in q.hands.chunks(columns) {
        ui.columns(columns, |cols| {
            for (ui, hand) in cols.iter_mut().zip(pair) {
                egui::Frame::group(ui.style())
                    .inner_margin(8.0)
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        player_ui(ui, drill, hand, i18n, corner_index, height, out);
                    });
            }
        });
        ui.add_space(4.0);
    }
    ui.add_space(6.0);
    let table = |ui: &mut Ui, out: &mut Vec<WallEndCommand>| {
        ui.label(
            RichText::new(i18n.tr("wall-end-transfers"))
                .strong()
                .size(16.0),
        );
        ui.label(RichText::new(i18n.tr("wall-end-transfers-hint")).weak());
        // The column nobody receives is explained before it is answered.
        let nobody = i18n.tr_args(
            "wall-end-nobody-hint",
            &[("nobody", seat_name(i18n, None).into())],
        );
        ui.label(RichText::new(nobody).weak());
        transfers_ui(ui, drill, i18n, out);
    };
    match &drill.graded {
        Some(grade) if wide => {
            ui.columns(2, |cols| {
                table(&mut cols[0], out);
                grade_ui(&mut cols[1], grade, i18n);
            });
        }
        Some(grade) => {
            table(ui, out);
            ui.add_space(8.0);
            grade_ui(ui, grade, i18n);
        }
        None => table(ui, out),
    }
}

/// From this width the players stand two by two.
const WIDE: f32 = 1100.0;

/// One player still in: his seat, missing suit, kong payments received, tiles, and the three
/// states to choose from (graded once checked).
fn player_ui(
    ui: &mut Ui,
    drill: &WallEndDrill,
    hand: &EndHand,
    i18n: &I18n,
    corner_index: bool,
    height: f32,
    out: &mut Vec<WallEndCommand>,
) {
    let seat = hand.seat;
    let suit = i18n.tr(&format!("suit-{}", hand.missing_suit.name()));
    let mut head = vec![
        wind_name(i18n, seat),
        i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]),
    ];
    for t in &hand.kong_income {
        head.push(i18n.tr_args(
            "wall-end-kong-income",
            &[
                ("amount", t.amount.into()),
                ("seat", wind_name(i18n, t.from).into()),
            ],
        ));
    }
    ui.label(RichText::new(head.join(" · ")).strong());
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    // Once checked, a flower pig's tiles of the missing suit are framed.
    let pig = drill.checked() && drill.question.state(seat) == Some(&EndState::FlowerPig);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for t in tiles_of(&hand.concealed) {
            let rect = tile_image(ui, Face::Tile(t), height, look).rect;
            if pig && t.suit() == Some(hand.missing_suit) {
                ui.painter().rect_stroke(
                    rect.expand(1.0),
                    3.0,
                    egui::Stroke::new(3.0, ui.visuals().error_fg_color),
                    egui::StrokeKind::Outside,
                );
            }
        }
        for m in &hand.melds {
            ui.add_space(height * 0.3);
            meld_ui(ui, m, hand.seat, height * 0.85, look);
        }
    });
    let given = drill.answer.states[seat.index()];
    ui.horizontal_wrapped(|ui| {
        for kind in EndKind::ALL {
            let name = kind_name(i18n, kind);
            let button = ui
                .add_enabled(
                    !drill.checked(),
                    egui::Button::selectable(given == Some(kind), name.clone()),
                )
                .on_disabled_hover_text(name.clone());
            button.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    format!("{} {name}", wind_name(i18n, seat)),
                )
            });
            if button.clicked() {
                out.push(WallEndCommand::SetState(seat, kind));
            }
        }
        let Some(state) = drill.question.state(seat) else {
            return;
        };
        if drill.checked() {
            let expected = EndKind::of(state);
            let (text, color) = if given == Some(expected) {
                (i18n.tr("drill-right"), RIGHT)
            } else {
                (
                    i18n.tr_args(
                        "wall-end-state-was",
                        &[("state", kind_name(i18n, expected).into())],
                    ),
                    ui.visuals().error_fg_color,
                )
            };
            ui.add_space(12.0);
            ui.label(RichText::new(text).strong().color(color));
        }
    });
    if let (true, Some(state)) = (drill.checked(), drill.question.state(seat)) {
        ui.label(RichText::new(state_why(i18n, hand, state)).size(14.0));
    }
}

/// Why a player is in his state: the waits and their values, or the missing-suit tiles held.
fn state_why(i18n: &I18n, hand: &EndHand, state: &EndState) -> String {
    match state {
        EndState::Ready { waits, max } => {
            let each: Vec<String> = waits
                .iter()
                .map(|w| {
                    i18n.tr_args(
                        "wall-end-wait-value",
                        &[
                            (
                                "tile",
                                crate::rules::explain::tile_name(i18n, w.wait.tile).into(),
                            ),
                            ("fan", w.fan.into()),
                            ("value", w.value.into()),
                        ],
                    )
                })
                .collect();
            i18n.tr_args(
                "wall-end-why-ready",
                &[("waits", each.join(", ").into()), ("max", (*max).into())],
            )
        }
        EndState::NotReady => i18n.tr("wall-end-why-not-ready"),
        EndState::FlowerPig => {
            let start = hand.missing_suit.index() * 9;
            let held: Vec<Tile> = tiles_of(&hand.concealed)
                .into_iter()
                .filter(|t| (start..start + 9).contains(&t.index()))
                .collect();
            let suit = i18n.tr(&format!("suit-{}", hand.missing_suit.name()));
            i18n.tr_args(
                "wall-end-why-pig",
                &[
                    ("suit", suit.into()),
                    ("tiles", tile_list(&held, i18n).into()),
                ],
            )
        }
    }
}

/// The table of amounts: a row per payer, a column per receiver (the other players still in,
/// and nobody for penalties). An empty field is nothing paid.
fn transfers_ui(ui: &mut Ui, drill: &WallEndDrill, i18n: &I18n, out: &mut Vec<WallEndCommand>) {
    let seats: Vec<Wind> = drill.question.hands.iter().map(|h| h.seat).collect();
    let receivers: Vec<Option<Wind>> = seats.iter().copied().map(Some).chain([None]).collect();
    egui::Grid::new("wall_end_transfers")
        .num_columns(receivers.len() + 1)
        .spacing(egui::vec2(12.0, 6.0))
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("wall-end-pays")).weak());
            for &to in &receivers {
                ui.label(RichText::new(seat_name(i18n, to)).strong());
            }
            ui.end_row();
            for &from in &seats {
                ui.label(RichText::new(wind_name(i18n, from)).strong());
                for &to in &receivers {
                    if to == Some(from) {
                        ui.label("");
                        continue;
                    }
                    let given = drill.answer.amount(from, to);
                    let mut text = if given == 0 {
                        String::new()
                    } else {
                        given.to_string()
                    };
                    let name = i18n.tr_args(
                        "wall-end-cell",
                        &[
                            ("from", wind_name(i18n, from).into()),
                            ("to", seat_name(i18n, to).into()),
                        ],
                    );
                    let right = drill.graded.as_ref().map(|g| {
                        g.owed
                            .iter()
                            .find(|o| o.from == from && o.to == to)
                            .is_none_or(OwedGrade::right)
                    });
                    let mut edit = egui::TextEdit::singleline(&mut text)
                        .id_salt(("wall end amount", from.index(), to.map_or(4, Wind::index)))
                        .desired_width(56.0)
                        .hint_text("0");
                    if let Some(right) = right {
                        edit = edit.text_color(if right {
                            RIGHT
                        } else {
                            ui.visuals().error_fg_color
                        });
                    }
                    let field = ui.add_enabled(!drill.checked(), edit);
                    field.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::TextInput, true, name.clone())
                    });
                    if field.changed() {
                        let digits: String =
                            text.chars().filter(char::is_ascii_digit).take(4).collect();
                        out.push(WallEndCommand::SetAmount {
                            from,
                            to,
                            amount: digits.parse().unwrap_or(0),
                        });
                    }
                }
                ui.end_row();
            }
        });
}

/// The grade: right or not, then every amount paid or expected, with its rules.
fn grade_ui(ui: &mut Ui, grade: &WallEndGrade, i18n: &I18n) {
    let (text, color) = if grade.right() {
        (i18n.tr("drill-right"), RIGHT)
    } else {
        (i18n.tr("wall-end-not-quite"), ui.visuals().error_fg_color)
    };
    ui.label(RichText::new(text).size(20.0).color(color));
    if grade.owed.is_empty() {
        ui.label(i18n.tr("wall-end-nothing-moves"));
        return;
    }
    for o in &grade.owed {
        let line = match o.to {
            Some(to) => i18n.tr_args(
                "wall-end-owed",
                &[
                    ("from", wind_name(i18n, o.from).into()),
                    ("to", wind_name(i18n, to).into()),
                    ("amount", o.expected.into()),
                ],
            ),
            None => i18n.tr_args(
                "wall-end-owed-penalty",
                &[
                    ("from", wind_name(i18n, o.from).into()),
                    ("amount", o.expected.into()),
                ],
            ),
        };
        let (mark, color) = if o.right() {
            (String::new(), RIGHT)
        } else if o.expected == 0 {
            (
                i18n.tr_args("wall-end-owed-none", &[("given", o.given.into())]),
                ui.visuals().error_fg_color,
            )
        } else {
            (
                i18n.tr_args("wall-end-owed-given", &[("given", o.given.into())]),
                MISSED,
            )
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(line).strong().color(color));
            if !mark.is_empty() {
                ui.label(RichText::new(mark).color(color));
            }
        });
        parts_ui(ui, i18n, &o.parts);
    }
    let same = grade
        .states
        .windows(2)
        .all(|w| w[0].expected == w[1].expected);
    if same && grade.states.len() > 1 {
        ui.label(RichText::new(i18n.tr("wall-end-all-same")).size(14.0));
    }
}

/// The transfers behind an amount, as a table: the rule in words, then its amount in a
/// column of its own (an amount at the start of a line reads as a list number).
fn parts_ui(ui: &mut Ui, i18n: &I18n, parts: &[Transfer]) {
    const AMOUNT: f32 = 48.0;
    for t in parts {
        ui.horizontal_top(|ui| {
            ui.add_space(16.0);
            let width = (ui.available_width() - AMOUNT).max(80.0);
            ui.allocate_ui_with_layout(
                egui::vec2(width, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_width(width);
                    ui.add(
                        egui::Label::new(RichText::new(rule_text(i18n, t.rule)).size(14.0)).wrap(),
                    );
                },
            );
            ui.label(RichText::new(t.amount.to_string()).size(14.0).strong());
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::drill::mode::deal_mode;
    use crate::drill::generate::Target;
    #[allow(unused_imports)]
    use crate::drill::mode::Level;
    #[allow(unused_imports)]
    use crate::rules::RuleSettings;

    #[test]
    fn every_state_is_named_before_the_check_and_amounts_follow_the_commands() {
        let settings = RuleSettings::Sichuan(crate::rules::sichuan::ScOptions {});
        let mut rng = fastrand::Rng::with_seed(2);
        let mut d =
            deal_mode::<WallEndDrill>(&settings, &Target::Natural, Level::Standard, &mut rng)
                .unwrap();
        let seats: Vec<Wind> = d.question.hands.iter().map(|h| h.seat).collect();
        d.apply(WallEndCommand::SetState(seats[0], EndKind::Ready));
        assert_eq!(d.check(), None, "a player's state is missing");
        for &s in &seats {
            d.apply(WallEndCommand::SetState(s, EndKind::NotReady));
        }
        let (from, to) = (seats[0], Some(seats[1]));
        d.apply(WallEndCommand::SetAmount {
            from,
            to,
            amount: 5,
        });
        assert_eq!(d.answer.amount(from, to), 5);
        d.apply(WallEndCommand::SetAmount {
            from,
            to,
            amount: 0,
        });
        assert_eq!(d.answer.amount(from, to), 0);
        assert!(d.answer.amounts.is_empty());
        let outcome = d.check().unwrap();
        assert_eq!(outcome, d.question.grade(&d.answer).outcome());
        assert_eq!(d.check(), None, "graded once");
    }
}

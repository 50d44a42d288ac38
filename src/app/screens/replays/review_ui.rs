//! The Review panel drawn: whose decisions, Review / progress / Cancel, the decision at the
//! shown step (its candidates ranked with bars, the played one and the best marked), the
//! biggest mistakes of the hand and of the game (each a jump), "Add to my drills"; and the
//! timeline's colour for a step with a mistake. Reads the [`Replays`], pushes
//! [`ReplaysCommand`]s; changes nothing itself.

use crate::app::screens::replays::review::{
    BIGGEST_SHOWN, Failure, ReviewCommand, biggest_mistakes, decision_at, hand_has_moves,
    severity_color,
};
use crate::app::screens::replays::*;
use crate::app::widgets::tile_image;
use crate::app::widgets::words::severity_key;
use crate::review::record_text::choice_text;
use crate::review::{Choice, Decision, Review, tiles_left};

/// The height of a candidate's tile in the panel (at scale 1).
const CANDIDATE_TILE_HEIGHT: f32 = 24.0;

/// The pages bar's switch of the Review panel (shown in the ledger's place).
pub(crate) fn review_toggle_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    let open = replays.review.open;
    let text = RichText::new(i18n.tr("review-panel")).size(15.0);
    if ui
        .selectable_label(open, text)
        .on_hover_text(i18n.tr("review-panel-hint"))
        .clicked()
    {
        out.push(ReplaysCommand::Review(ReviewCommand::Open(!open)));
    }
}

/// The colour of the timeline's mark at a step of the shown hand: the severity of the
/// reviewed player's mistake there, if the shown review has one.
pub fn timeline_color(replays: &Replays, step: usize) -> Option<Color32> {
    let review = replays.review.shown()?;
    let (_, d) = decision_at(review, replays.hand, step)?;
    severity_color(d.severity)
}

/// The Review panel, beside the table.
pub(crate) fn review_panel_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.set_min_width(ui.available_width());
    ui.heading(i18n.tr("review-panel"));
    egui::ScrollArea::vertical()
        .id_salt("review_panel_scroll")
        .show(ui, |ui| {
            controls_ui(ui, replays, game, i18n, out);
            let Some(review) = replays.review.shown() else {
                return;
            };
            ui.separator();
            summary_ui(ui, review, i18n);
            ui.separator();
            if !hand_has_moves(&game.record, replays.hand) {
                ui.label(RichText::new(i18n.tr("review-results-only")).italics());
            } else if !review.decisions.iter().any(|d| d.hand == replays.hand) {
                ui.label(RichText::new(i18n.tr("review-no-decisions-hand")).italics());
            } else {
                match decision_at(review, replays.hand, replays.step) {
                    Some((i, d)) => decision_ui(ui, i, d, i18n, corner_index, out),
                    None => {
                        ui.label(
                            RichText::new(i18n.tr_args(
                                "review-not-a-decision",
                                &[("player", review.player.clone().into())],
                            ))
                            .weak(),
                        );
                    }
                }
                let here = biggest_mistakes(review, replays.hand, BIGGEST_SHOWN);
                ui.separator();
                let title = i18n.tr_args(
                    "review-biggest-hand",
                    &[("hand", (replays.hand + 1).into())],
                );
                mistakes_ui(ui, review, &here, &title, "review_hand", i18n, out);
            }
            // The game's biggest mistakes as the library's summary ranks them (as `tilewise
            // review` prints them).
            let all = &review.summary.biggest;
            ui.separator();
            let title = i18n.tr("review-biggest-game");
            mistakes_ui(ui, review, all, &title, "review_game", i18n, out);
        });
}

/// The player to review, the values switch, and Review, or the progress and Cancel.
fn controls_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    let panel = &replays.review;
    ui.label(i18n.tr("review-player"));
    ui.horizontal_wrapped(|ui| {
        for name in &game.record.header.players {
            let chosen = panel.player.as_ref() == Some(name);
            if ui.selectable_label(chosen, name).clicked() {
                out.push(ReplaysCommand::Review(ReviewCommand::Choose(name.clone())));
            }
        }
    });
    let mut values = panel.options.values;
    if ui
        .checkbox(&mut values, i18n.tr("review-values"))
        .on_hover_text(i18n.tr("review-values-hint"))
        .changed()
    {
        let options = crate::review::AdviseOptions {
            values,
            ..panel.options
        };
        out.push(ReplaysCommand::Review(ReviewCommand::SetOptions(options)));
    }
    if let Some(job) = panel.running_here() {
        let fraction = if job.total == 0 {
            0.0
        } else {
            job.done as f32 / job.total as f32
        };
        let text = i18n.tr_args(
            "review-progress",
            &[("done", job.done.into()), ("total", job.total.into())],
        );
        ui.add(egui::ProgressBar::new(fraction).text(text));
        if ui.button(i18n.tr("review-cancel")).clicked() {
            out.push(ReplaysCommand::Review(ReviewCommand::Cancel));
        }
    } else if panel.shown().is_none() && panel.player.is_some() {
        if ui
            .button(RichText::new(i18n.tr("review-start")).strong())
            .on_hover_text(i18n.tr("review-start-hint"))
            .clicked()
        {
            out.push(ReplaysCommand::Review(ReviewCommand::Start));
        }
        if panel.job.is_some() {
            // Another record's or player's review runs: starting this one stops it.
            ui.label(RichText::new(i18n.tr("review-other-running")).weak());
        }
    }
    if let Some(failure) = &panel.error {
        ui.colored_label(ui.visuals().error_fg_color, failure_text(failure, i18n));
    }
}

/// Why a review failed, in the reader's language.
fn failure_text(failure: &Failure, i18n: &I18n) -> String {
    match failure {
        Failure::Stopped => i18n.tr("review-error-stopped"),
        Failure::Review(e) => i18n.text(e),
    }
}

/// What was given up in all, with its standard error when it has one (not the proxy's); kept
/// on one line (no-break spaces) where the summary wraps.
fn total_loss_text(loss: f64, error: f64, i18n: &I18n) -> String {
    i18n.decimal_mark(if error > 0.0 {
        format!("{loss:.1}\u{a0}±\u{a0}{error:.1}")
    } else {
        format!("{loss:.1}")
    })
}

/// The review in one line: decisions, how many matched the best, the loss in all.
fn summary_ui(ui: &mut Ui, review: &Review, i18n: &I18n) {
    let s = &review.summary;
    let decisions = s.decisions;
    let percent = (s.match_rate() * 100.0).round() as u32;
    ui.label(i18n.tr_args(
        "review-summary",
        &[
            ("player", review.player.clone().into()),
            ("decisions", decisions.into()),
            ("matched", s.matched.into()),
            ("percent", percent.into()),
            (
                "loss",
                total_loss_text(s.total_loss, s.total_loss_error, i18n).into(),
            ),
        ],
    ));
    if !s.too_thin.is_empty() {
        let places = crate::review::record_text::thin_places(s);
        ui.label(
            RichText::new(i18n.tr_args("review-too-thin", &[("places", places.into())])).weak(),
        );
    }
    if decisions == 0 {
        ui.label(RichText::new(i18n.tr("review-no-decisions")).italics());
    } else if !s.without_decisions.is_empty() {
        let hands: Vec<String> = s
            .without_decisions
            .iter()
            .map(|h| (h + 1).to_string())
            .collect();
        ui.label(
            RichText::new(i18n.tr_args(
                "review-hands-without",
                &[("hands", hands.join(", ").into())],
            ))
            .weak(),
        );
    }
}

/// A choice drawn: its tile (in the app's tile art) for a discard, a short word and the tile
/// for a kong or chow (a chow's three tiles), else its words.
fn choice_ui(ui: &mut Ui, choice: Choice, i18n: &I18n, corner_index: bool) {
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    let text = choice_text(choice, i18n);
    let small = CANDIDATE_TILE_HEIGHT * 0.75;
    match choice {
        Choice::Discard(t) => {
            tile_image(ui, Face::Tile(t), CANDIDATE_TILE_HEIGHT, look)
                .on_hover_text(&text)
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &text));
        }
        Choice::Kong(t) => {
            ui.label(RichText::new(i18n.tr("review-choice-kong-short")).size(12.0))
                .on_hover_text(&text);
            tile_image(ui, Face::Tile(t), small, look);
        }
        Choice::Chow(low) => {
            ui.spacing_mut().item_spacing.x = 1.0;
            ui.label(RichText::new(i18n.tr("review-choice-chow-short")).size(12.0))
                .on_hover_text(&text);
            let mut t = Some(low);
            for _ in 0..3 {
                let Some(tile) = t else { break };
                tile_image(ui, Face::Tile(tile), small, look);
                t = tile.next_in_suit();
            }
        }
        Choice::Win | Choice::Pung | Choice::Pass => {
            ui.label(RichText::new(&text).strong());
        }
    }
}

/// A bar of `fraction` (0 to 1), `width` wide, with its text.
fn bar_ui(ui: &mut Ui, width: f32, fraction: f32, text: String, color: Color32) {
    ui.add(
        egui::ProgressBar::new(fraction.clamp(0.0, 1.0))
            .desired_width(width)
            .desired_height(16.0)
            .fill(color)
            .text(RichText::new(text).size(11.0)),
    );
}

/// The decision at the shown step: shanten, played, best, loss and severity, and every
/// candidate ranked with its bars.
fn decision_ui(
    ui: &mut Ui,
    index: usize,
    d: &Decision,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ReplaysCommand>,
) {
    let best = d.advice.best();
    ui.label(
        RichText::new(i18n.tr_args(
            "review-decision",
            &[
                ("player", d.player.clone().into()),
                ("seat", wind_name(i18n, d.seat).into()),
                ("shanten", d.advice.shanten.into()),
            ],
        ))
        .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr_args(
            "review-played",
            &[("choice", choice_text(d.played, i18n).into())],
        ));
        if let Some(b) = best {
            ui.label(i18n.tr_args("review-best", &[("choice", choice_text(b, i18n).into())]));
        }
    });
    let equal: Vec<String> = d.advice.equal().map(|c| choice_text(c, i18n)).collect();
    if equal.len() > 1 {
        ui.label(
            RichText::new(
                i18n.tr_args("review-equal-list", &[("choices", equal.join(", ").into())]),
            )
            .weak(),
        );
    }
    let played_equal = d.advice.candidate(d.played).is_some_and(|c| c.equal);
    match severity_color(d.severity) {
        Some(color) => {
            let unit = i18n.tr(&format!("unit-{}", d.position.rules.payment_unit()));
            let said = i18n.tr_args(
                "review-loss",
                &[
                    ("loss", i18n.decimal(d.loss, 1).into()),
                    ("error", i18n.decimal(d.loss_error, 1).into()),
                    ("unit", unit.into()),
                    ("severity", i18n.tr(severity_key(d.severity)).into()),
                ],
            );
            ui.colored_label(color, RichText::new(said).strong());
            if crate::drill::discard::drillable(d) {
                add_to_drills_ui(
                    ui,
                    vec![index],
                    "review-add-one",
                    "review-add-hint",
                    i18n,
                    out,
                );
            }
        }
        None if played_equal && best != Some(d.played) => {
            ui.label(RichText::new(i18n.tr("review-equal-played")).weak());
        }
        None => {
            let said = i18n.tr_args(
                "review-loss",
                &[
                    ("loss", i18n.decimal(d.loss, 1).into()),
                    ("error", i18n.decimal(d.loss_error, 1).into()),
                    (
                        "unit",
                        i18n.tr(&format!("unit-{}", d.position.rules.payment_unit()))
                            .into(),
                    ),
                    ("severity", i18n.tr(severity_key(d.severity)).into()),
                ],
            );
            ui.label(RichText::new(said).weak());
        }
    }
    candidates_ui(ui, d, i18n, corner_index);
}

/// Widths of the candidates' columns: choice (a discard's tile; a claim's words and tiles are
/// given [`CLAIM_COLUMN`]), shanten, tiles, win, net, deal-in.
const COLUMNS: [f32; 6] = [40.0, 22.0, 34.0, 44.0, 78.0, 62.0];
/// The choice column's width when the candidates are claims (a chow's three tiles).
const CLAIM_COLUMN: f32 = 96.0;

/// A cell of the candidates' table: `add` drawn in a box of the column's width (`first`: the
/// choice column's).
fn cell(ui: &mut Ui, column: usize, first: f32, add: impl FnOnce(&mut Ui)) {
    let width = if column == 0 { first } else { COLUMNS[column] };
    let size = egui::vec2(width, CANDIDATE_TILE_HEIGHT);
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_size(size);
            add(ui);
        },
    );
}

/// Every candidate ranked, one row each: its choice, shanten, improving tiles, win chance,
/// net result ± its error, deal-in chance and danger; the best, the played one and the choices
/// not told apart from the best marked; under each, its loss against the best and its reasons.
fn candidates_ui(ui: &mut Ui, d: &Decision, i18n: &I18n, corner_index: bool) {
    let candidates = &d.advice.candidates;
    let most_tiles = candidates.iter().map(tiles_left).max().unwrap_or(0).max(1);
    let (low, high) = candidates
        .iter()
        .filter_map(|c| c.value.map(|v| v.expected))
        .fold((0.0f64, 0.0f64), |(lo, hi), x| (lo.min(x), hi.max(x)));
    let played_color = Color32::from_rgb(0x3a, 0x7b, 0xd5);
    let best_color = Color32::from_rgb(0x2e, 0x9e, 0x5b);
    let bar_color = ui.visuals().selection.bg_fill;
    let danger_color = Color32::from_rgb(0xc0, 0x50, 0x40);
    let first = if candidates
        .iter()
        .all(|c| matches!(c.choice, Choice::Discard(_)))
    {
        COLUMNS[0]
    } else {
        CLAIM_COLUMN
    };
    ui.spacing_mut().item_spacing.y = 1.0;
    ui.horizontal(|ui| {
        for (column, key) in [
            "review-col-choice",
            "review-col-shanten",
            "review-col-improving",
            "review-col-win",
            "review-col-expected",
            "review-col-deal-in",
        ]
        .into_iter()
        .enumerate()
        {
            cell(ui, column, first, |ui| {
                let label = ui.label(RichText::new(i18n.tr(key)).size(11.0).weak());
                match key {
                    "review-col-expected" => {
                        label.on_hover_text(i18n.tr("review-net-hint"));
                    }
                    "review-col-deal-in" => {
                        label.on_hover_text(i18n.tr("review-deal-in-hint"));
                    }
                    _ => {}
                }
            });
        }
    });
    for (rank, c) in candidates.iter().enumerate() {
        ui.horizontal(|ui| {
            cell(ui, 0, first, |ui| {
                choice_ui(ui, c.choice, i18n, corner_index)
            });
            cell(ui, 1, first, |ui| {
                ui.label(c.shanten.to_string());
            });
            let tiles = tiles_left(c);
            cell(ui, 2, first, |ui| {
                bar_ui(
                    ui,
                    COLUMNS[2] - 4.0,
                    tiles as f32 / most_tiles as f32,
                    tiles.to_string(),
                    bar_color,
                );
            });
            match c.value {
                Some(v) => {
                    cell(ui, 3, first, |ui| {
                        bar_ui(
                            ui,
                            COLUMNS[3] - 4.0,
                            v.win_chance as f32,
                            format!("{:.0}%", v.win_chance * 100.0),
                            bar_color,
                        );
                    });
                    cell(ui, 4, first, |ui| {
                        let share = if high > low {
                            ((v.expected - low) / (high - low)) as f32
                        } else {
                            1.0
                        };
                        let text = if v.samples == 0 {
                            i18n.decimal_mark(format!("{:+.1}", v.expected))
                        } else {
                            i18n.decimal_mark(format!("{:+.1}±{:.1}", v.expected, v.expected_error))
                        };
                        bar_ui(ui, COLUMNS[4] - 4.0, share, text, bar_color);
                    });
                    cell(ui, 5, first, |ui| {
                        let text =
                            i18n.decimal_mark(format!("{:.0}% {:.1}", v.deal_in * 100.0, v.danger));
                        bar_ui(ui, COLUMNS[5] - 4.0, v.deal_in as f32, text, danger_color);
                    });
                }
                None => {
                    for column in 3..6 {
                        cell(ui, column, first, |ui| {
                            ui.label("-");
                        });
                    }
                }
            }
            if rank == 0 {
                ui.colored_label(
                    best_color,
                    RichText::new(i18n.tr("review-mark-best")).strong(),
                );
            } else if c.equal {
                ui.colored_label(best_color, RichText::new(i18n.tr("review-mark-equal")));
            }
            if c.choice == d.played {
                ui.colored_label(
                    played_color,
                    RichText::new(i18n.tr("review-mark-played")).strong(),
                );
            }
        });
        let mut why: Vec<String> = Vec::new();
        if let Some(l) = c.loss.filter(|_| rank > 0) {
            let key = if c.equal {
                "review-cand-equal"
            } else {
                "review-cand-loss"
            };
            let (ahead, size) = crate::review::loss_words(l.mean, 1);
            why.push(i18n.tr_args(
                key,
                &[
                    ("ahead", ahead.into()),
                    ("loss", i18n.decimal_mark(size).into()),
                    ("error", i18n.decimal(l.error, 1).into()),
                ],
            ));
        }
        why.extend(c.reasons.iter().map(|r| r.words(i18n)));
        if !why.is_empty() {
            ui.horizontal(|ui| {
                ui.add_space(COLUMNS[0]);
                ui.add(egui::Label::new(RichText::new(why.join(" · ")).size(11.0).weak()).wrap());
            });
        }
    }
}

/// A list of mistakes, biggest first, each a jump to its step; with "Add to my drills".
fn mistakes_ui(
    ui: &mut Ui,
    review: &Review,
    mistakes: &[usize],
    title: &str,
    id: &str,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.label(RichText::new(title).strong());
    if mistakes.is_empty() {
        ui.label(RichText::new(i18n.tr("review-no-mistakes")).weak());
        return;
    }
    ui.push_id(id, |ui| {
        for &i in mistakes {
            let Some(d) = review.decisions.get(i) else {
                continue;
            };
            let text = i18n.tr_args(
                "review-mistake",
                &[
                    ("hand", (d.hand + 1).into()),
                    ("step", d.step.into()),
                    ("played", choice_text(d.played, i18n).into()),
                    (
                        "best",
                        d.advice
                            .best()
                            .map_or_else(String::new, |b| choice_text(b, i18n))
                            .into(),
                    ),
                    ("loss", i18n.decimal(d.loss, 1).into()),
                    ("error", i18n.decimal(d.loss_error, 1).into()),
                ],
            );
            let color = severity_color(d.severity).unwrap_or(ui.visuals().text_color());
            if ui
                .button(RichText::new(text).color(color))
                .on_hover_text(i18n.tr("review-jump-hint"))
                .clicked()
            {
                out.push(ReplaysCommand::Goto {
                    hand: d.hand,
                    step: d.step,
                });
            }
        }
        let drillable: Vec<usize> = mistakes
            .iter()
            .copied()
            .filter(|&i| {
                review
                    .decisions
                    .get(i)
                    .is_some_and(crate::drill::discard::drillable)
            })
            .collect();
        if !drillable.is_empty() {
            add_to_drills_ui(
                ui,
                drillable,
                "review-add-list",
                "review-add-list-hint",
                i18n,
                out,
            );
        }
    });
}

/// "Add to my drills" for these decisions (indices into the review's).
fn add_to_drills_ui(
    ui: &mut Ui,
    indices: Vec<usize>,
    key: &str,
    hint: &str,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    if ui
        .button(i18n.tr(key))
        .on_hover_text(i18n.tr(hint))
        .clicked()
    {
        out.push(ReplaysCommand::AddToMyDrills(indices));
    }
}

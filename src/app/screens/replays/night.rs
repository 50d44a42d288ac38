//! The night at a glance, a page of the viewer: the standings (place, player, balance, wins,
//! self-draws, deal-ins, best hand), each player's balance over the hands as a plot, the
//! biggest hands (a click opens the hand at its win) and "Export CSV…" of the hands and
//! payments. The numbers are the record's `NightSummary`, as `tilewise report` prints them.

use crate::app::i18n::I18n;
use crate::app::screens::replays::{LoadedGame, Page, Replays, ReplaysCommand};
use crate::app::widgets::sheet_card::row_ui;
use crate::i18n::Message;
use egui::{Align, Color32, RichText, Ui};
use egui_plot::{AxisHints, GridMark, HoverPosition, Line, Points};

pub use crate::report::{PLAYER_COLORS, balance_lines};

/// An axis mark as a whole number ("-0" as "0"); a mark between whole numbers says nothing.
fn whole(value: f64) -> String {
    let rounded = value.round();
    if (value - rounded).abs() < 1e-6 {
        format!("{}", rounded as i64)
    } else {
        String::new()
    }
}

/// A file name for the night's CSV: the record's, with `.csv`.
pub fn csv_name(game: &LoadedGame) -> String {
    let stem = std::path::Path::new(&game.name)
        .file_stem()
        .map_or_else(|| "night".to_string(), |n| n.to_string_lossy().into_owned());
    format!("{stem}.csv")
}

/// A file name for the night's score sheet: the record's, with `.pdf`.
pub fn pdf_name(game: &LoadedGame) -> String {
    let stem = std::path::Path::new(&game.name)
        .file_stem()
        .map_or_else(|| "night".to_string(), |n| n.to_string_lossy().into_owned());
    format!("{stem}.pdf")
}

/// The night's title: "Club night, 2026-11-20: 8 hands, 0 drawn" (the record's name when
/// the header names no event or date).
fn title(game: &LoadedGame, i18n: &I18n) -> String {
    crate::report::night_heading(&game.record.header, &game.night, &game.name, i18n)
}

/// The night at a glance.
pub fn night_ui(
    ui: &mut Ui,
    replays: &Replays,
    game: &LoadedGame,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    egui::ScrollArea::vertical()
        .id_salt("viewer_night")
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.heading(title(game, i18n));
                ui.label(
                    RichText::new(i18n.tr(&format!("system-{}", game.record.header.rules.id())))
                        .weak(),
                );
            });
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(i18n.tr("night-export-csv"))
                    .on_hover_text(i18n.tr("night-export-csv-hint"))
                    .clicked()
                {
                    out.push(ReplaysCommand::ExportCsvDialog);
                }
                if ui
                    .button(i18n.tr("night-print"))
                    .on_hover_text(i18n.tr("night-print-hint"))
                    .clicked()
                {
                    out.push(ReplaysCommand::PrintSheetDialog);
                }
                for (said, key) in [
                    (&replays.csv_message, "night-csv-saved"),
                    (&replays.sheet_message, "night-pdf-saved"),
                ] {
                    match said {
                        Some(Ok(path)) => {
                            let said = i18n.tr_args(key, &[("path", path.clone().into())]);
                            ui.label(RichText::new(said).weak());
                        }
                        Some(Err(e)) => {
                            let e = crate::app::files::said_line(e, i18n);
                            ui.colored_label(ui.visuals().error_fg_color, e);
                        }
                        None => {}
                    }
                }
            });
            ui.add_space(8.0);
            standings_ui(ui, game, i18n);
            ui.add_space(12.0);
            plot_ui(ui, game, i18n);
            ui.add_space(12.0);
            biggest_ui(ui, game, i18n, out);
        });
}

/// The standings: one row per player, best balance first.
fn standings_ui(ui: &mut Ui, game: &LoadedGame, i18n: &I18n) {
    let unit = game.record.header.rules.unit();
    ui.label(
        RichText::new(i18n.tr("night-standings"))
            .strong()
            .size(16.0),
    );
    let width = ui.available_width().min(820.0);
    let widths = [
        28.0,
        (width - 470.0).max(150.0),
        80.0,
        60.0,
        90.0,
        90.0,
        100.0,
    ];
    let head = |key: &str| (RichText::new(i18n.tr(key)).size(12.0).weak(), Align::Min);
    let right = |key: &str| (RichText::new(i18n.tr(key)).size(12.0).weak(), Align::Max);
    row_ui(
        ui,
        &widths,
        &[
            right("night-col-place"),
            head("night-col-player"),
            right("night-col-balance"),
            right("night-col-wins"),
            right("night-col-self-draws"),
            right("night-col-deal-ins"),
            right("night-col-best"),
        ],
    );
    for (place, p) in game.night.standings().into_iter().enumerate() {
        let name = game
            .record
            .header
            .players
            .get(p.player)
            .cloned()
            .unwrap_or_default();
        let balance_color = match p.balance {
            b if b > 0 => Color32::from_rgb(0x2e, 0x9d, 0x57),
            b if b < 0 => ui.visuals().error_fg_color,
            _ => ui.visuals().text_color(),
        };
        let number = |s: String| (RichText::new(s).monospace().size(14.0), Align::Max);
        let best = if p.wins == 0 {
            "—".to_string()
        } else {
            i18n.amount(unit, p.best_total)
        };
        let rect = row_ui(
            ui,
            &widths,
            &[
                number(format!("{}", place + 1)),
                (RichText::new(name).strong().size(14.0), Align::Min),
                (
                    RichText::new(format!("{:+}", p.balance))
                        .monospace()
                        .strong()
                        .size(14.0)
                        .color(balance_color),
                    Align::Max,
                ),
                number(p.wins.to_string()),
                number(p.self_draws.to_string()),
                number(p.deal_ins.to_string()),
                (RichText::new(best).size(14.0), Align::Max),
            ],
        );
        // The player's colour in the plot, left of the row.
        let color = PLAYER_COLORS[p.player % PLAYER_COLORS.len()];
        let mark = egui::Rect::from_min_size(
            egui::pos2(rect.left() - 8.0, rect.top() + 3.0),
            egui::vec2(4.0, (rect.height() - 6.0).max(4.0)),
        );
        ui.painter().rect_filled(mark, 1.0, color);
    }
}

/// Each player's balance after every hand: a line per player, hovered points named.
fn plot_ui(ui: &mut Ui, game: &LoadedGame, i18n: &I18n) {
    ui.label(RichText::new(i18n.tr("night-plot")).strong().size(16.0));
    let lines = balance_lines(&game.night);
    let hands = game.night.hands;
    let names: Vec<String> = (0..lines.len())
        .map(|p| {
            game.record
                .header
                .players
                .get(p)
                .cloned()
                .unwrap_or_default()
        })
        .collect();
    // The biggest hands below keep their room in a window of ordinary height.
    let height = (ui.available_height() - 210.0).clamp(220.0, 420.0);
    let point = |name: &str, x: f64, y: f64| {
        let said = i18n.tr_args(
            "night-plot-point",
            &[
                ("hand", (x.round().max(0.0) as u64).into()),
                ("balance", format!("{:+}", y.round() as i64).into()),
            ],
        );
        format!("{name}\n{said}")
    };
    crate::app::widgets::plot::still_plot("night_balances", height, hands.max(1) as f64)
        .x_axis_label(i18n.tr("night-axis-hand"))
        .custom_y_axes(vec![
            AxisHints::new_y()
                .label(i18n.tr("night-axis-balance"))
                .min_thickness(48.0)
                .label_spacing(14.0..=24.0)
                .formatter(|mark, _| whole(mark.value)),
        ])
        // Whole hands only.
        .x_grid_spacer(move |input| {
            let (from, to) = input.bounds;
            let step = ((to - from) / 12.0).ceil().max(1.0);
            let mut marks = Vec::new();
            let mut x = (from / step).ceil() * step;
            while x <= to {
                marks.push(GridMark {
                    value: x,
                    step_size: step,
                });
                x += step;
            }
            marks
        })
        .x_axis_formatter(|mark, _| {
            if mark.value >= 0.0 {
                whole(mark.value)
            } else {
                String::new()
            }
        })
        .label_formatter(move |hover| match hover {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } => Some(point(plot_name, position.x, position.y)),
            HoverPosition::Elsewhere { .. } => None,
        })
        .show(ui, |plot| {
            // In the standings' order: the legend lists the players as the table does.
            for p in game.night.standings().into_iter().map(|p| p.player) {
                let Some(xy) = lines.get(p) else { continue };
                let color = PLAYER_COLORS[p % PLAYER_COLORS.len()];
                let name = names.get(p).cloned().unwrap_or_default();
                plot.line(Line::new(name.clone(), xy.clone()).color(color).width(2.0));
                plot.points(Points::new(name, xy.clone()).color(color).radius(3.0));
            }
        });
}

/// The biggest hands, largest first: each a button to its win in the replay.
fn biggest_ui(ui: &mut Ui, game: &LoadedGame, i18n: &I18n, out: &mut Vec<ReplaysCommand>) {
    if game.night.biggest.is_empty() {
        return;
    }
    let unit = game.record.header.rules.unit();
    ui.label(RichText::new(i18n.tr("night-biggest")).strong().size(16.0));
    for b in &game.night.biggest {
        let player = game
            .record
            .header
            .players
            .get(b.player)
            .cloned()
            .unwrap_or_default();
        let patterns = crate::report::big_hand_patterns(b, i18n);
        let text = i18n.message(
            &Message::new("night-big-hand")
                .int("hand", b.hand)
                .text("player", player)
                .text("amount", i18n.amount(unit, b.total))
                .text("won", format!("{:+}", b.won))
                .text("patterns", patterns),
        );
        if ui
            .selectable_label(false, text)
            .on_hover_text(i18n.tr("night-big-hand-hint"))
            .clicked()
        {
            out.push(ReplaysCommand::Goto {
                hand: b.hand.saturating_sub(1),
                step: b.step,
            });
            out.push(ReplaysCommand::ShowPage(Page::Replay));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_marks_are_whole_numbers_without_a_minus_zero() {
        assert_eq!(whole(-0.0), "0");
        assert_eq!(whole(20.000000000000004), "20");
        assert_eq!(whole(-10.0), "-10");
        assert_eq!(whole(2.5), "");
    }
}

//! Drawing the Season screen: its buttons, the new season's form, the standings, the plot of
//! running totals, what was kept out, and the next night's seating.

use super::{OpenSeason, SeasonCommand, SeasonView};
use crate::app::context::Ctx;
use crate::i18n::{I18n, Message};
use crate::rules::RuleId;
use crate::season::load::SeasonProblem;
use crate::season::seating::SeatingMethod;
use crate::season::sheet::{
    column_names, problem_lines, row_cells, scoring_words, season_color, season_subheading,
};
use egui::{RichText, Ui};

pub fn season_ui(view: &SeasonView, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<SeasonCommand>) {
    let i18n = ctx.i18n;
    {
        buttons_ui(view, ui, i18n, out);
        if let Some(said) = &view.said {
            let (text, color) = match said {
                Ok(s) => (i18n.said(s), ui.visuals().text_color()),
                Err(s) => (i18n.said(s), ui.visuals().error_fg_color),
            };
            ui.label(RichText::new(text).color(color));
        }
        if let Some(form) = &view.new_form {
            new_form_ui(form, ui, i18n, out);
        }
        ui.separator();
        match &view.open {
            None => {
                ui.label(i18n.tr("season-none"));
            }
            Some(open) => {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| open_ui(view, open, ui, i18n, out));
            }
        }
    }
}

fn buttons_ui(view: &SeasonView, ui: &mut Ui, i18n: &I18n, out: &mut Vec<SeasonCommand>) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("season-new")).clicked() {
            out.push(SeasonCommand::NewForm(true));
        }
        if ui.button(i18n.tr("season-open")).clicked() {
            out.push(SeasonCommand::Open);
        }
        if ui.button(i18n.tr("season-open-example")).clicked() {
            out.push(SeasonCommand::OpenExample);
        }
        let Some(open) = &view.open else { return };
        ui.separator();
        let writable = open.path.is_some();
        let add = ui
            .add_enabled(writable, egui::Button::new(i18n.tr("season-add-table")))
            .on_hover_text(i18n.tr("season-add-table-hint"))
            .on_disabled_hover_text(i18n.tr("season-example-read-only"));
        if add.clicked() {
            out.push(SeasonCommand::AddTable);
        }
        if !writable && ui.button(i18n.tr("season-save-copy")).clicked() {
            out.push(SeasonCommand::SaveCopy);
        }
        let ranked = open.ranked.is_some();
        if ui
            .add_enabled(ranked, egui::Button::new(i18n.tr("season-print")))
            .clicked()
        {
            out.push(SeasonCommand::Print);
        }
        if ui
            .add_enabled(ranked, egui::Button::new(i18n.tr("season-web-page")))
            .on_hover_text(i18n.tr("season-web-page-hint"))
            .clicked()
        {
            out.push(SeasonCommand::WebPage);
        }
    });
}

/// A grid row's label (`keys.0`) and one-line field with its hint (`keys.1`): the edited text
/// when it changed.
fn labelled_field_ui(
    ui: &mut Ui,
    i18n: &I18n,
    keys: (&str, &str),
    text: &str,
    width: f32,
) -> Option<String> {
    let label = ui.label(i18n.tr(keys.0));
    let mut edited = text.to_owned();
    let field = egui::TextEdit::singleline(&mut edited)
        .desired_width(width)
        .hint_text(i18n.tr(keys.1));
    ui.add(field)
        .labelled_by(label.id)
        .changed()
        .then_some(edited)
}

fn new_form_ui(
    form: &super::NewSeasonForm,
    ui: &mut Ui,
    i18n: &I18n,
    out: &mut Vec<SeasonCommand>,
) {
    ui.group(|ui| {
        ui.label(RichText::new(i18n.tr("season-new-title")).strong());
        egui::Grid::new("season_new_form")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let name = ("season-new-name", "season-new-name-hint");
                if let Some(name) = labelled_field_ui(ui, i18n, name, &form.name, 280.0) {
                    out.push(SeasonCommand::SetNewName(name));
                }
                ui.end_row();
                let label = ui.label(i18n.tr("season-new-system"));
                let mut system = form.system;
                egui::ComboBox::from_id_salt("season_new_system")
                    .selected_text(i18n.tr(system.label_key()))
                    .show_ui(ui, |ui| {
                        for id in RuleId::ALL {
                            ui.selectable_value(&mut system, id, i18n.tr(id.label_key()));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if system != form.system {
                    out.push(SeasonCommand::SetNewSystem(system));
                }
                ui.end_row();
                let players = ("season-new-players", "season-new-players-hint");
                if let Some(players) = labelled_field_ui(ui, i18n, players, &form.players, 420.0) {
                    out.push(SeasonCommand::SetNewPlayers(players));
                }
                ui.end_row();
            });
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("season-create")).clicked() {
                out.push(SeasonCommand::Create);
            }
            if ui.button(i18n.tr("season-cancel")).clicked() {
                out.push(SeasonCommand::NewForm(false));
            }
        });
    });
}

fn open_ui(
    view: &SeasonView,
    open: &OpenSeason,
    ui: &mut Ui,
    i18n: &I18n,
    out: &mut Vec<SeasonCommand>,
) {
    ui.label(RichText::new(&open.season.name).strong().size(20.0));
    let Some(ranked) = &open.ranked else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(i18n.tr("season-reading"));
        });
        return;
    };
    let (loaded, table) = (&ranked.0, &ranked.1);
    ui.label(format!(
        "{} · {}",
        open.title,
        season_subheading(loaded, table, i18n)
    ));
    for line in scoring_words(loaded, i18n) {
        ui.label(RichText::new(line).small().weak());
    }
    ui.add_space(8.0);
    ui.label(
        RichText::new(i18n.tr("season-standings"))
            .strong()
            .size(16.0),
    );
    standings_ui(table, ui, i18n);
    if table.nights > 0 {
        ui.add_space(8.0);
        ui.label(RichText::new(i18n.tr("season-plot")).strong().size(16.0));
        plot_ui(table, ui, i18n);
    }
    problems_ui(loaded, ui, i18n, out);
    ui.add_space(8.0);
    seating_ui(view, open, ui, i18n, out);
}

fn standings_ui(table: &crate::season::standings::Standings, ui: &mut Ui, i18n: &I18n) {
    egui::Grid::new("season_standings")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for (k, name) in column_names(i18n).iter().enumerate() {
                let text = RichText::new(name).weak();
                if k == 1 {
                    ui.label(text);
                } else {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.label(text)
                    });
                }
            }
            ui.end_row();
            for (i, s) in table.rows.iter().enumerate() {
                let cells = row_cells(s, i18n);
                for (k, cell) in cells.iter().enumerate() {
                    if k == 1 {
                        ui.horizontal(|ui| {
                            let (rect, _) =
                                ui.allocate_exact_size(egui::vec2(4.0, 14.0), egui::Sense::hover());
                            ui.painter().rect_filled(rect, 1.0, season_color(i));
                            ui.label(RichText::new(cell).strong());
                        });
                    } else {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            let text = RichText::new(cell);
                            ui.label(if k == 2 { text.strong() } else { text })
                        });
                    }
                }
                ui.end_row();
            }
        });
    if table.rows.iter().any(|s| s.rank.is_none()) {
        ui.label(
            RichText::new(i18n.message(&Message::new("season-unranked-short")))
                .small()
                .weak(),
        );
    }
}

fn plot_ui(table: &crate::season::standings::Standings, ui: &mut Ui, i18n: &I18n) {
    use egui_plot::{Line, PlotPoints};
    crate::app::widgets::plot::still_plot("season_running", 220.0, table.nights as f64)
        .x_axis_label(i18n.tr("season-axis-night"))
        .show(ui, |plot| {
            for (i, row) in table.rows.iter().enumerate() {
                let points: PlotPoints = table.running_points(i).into();
                plot.line(
                    Line::new(row.player.clone(), points)
                        .color(season_color(i))
                        .width(2.0),
                );
            }
        });
}

fn problems_ui(
    loaded: &crate::season::load::LoadedSeason,
    ui: &mut Ui,
    i18n: &I18n,
    out: &mut Vec<SeasonCommand>,
) {
    if loaded.problems.is_empty() && loaded.season.penalties.is_empty() {
        return;
    }
    if !loaded.season.penalties.is_empty() {
        ui.add_space(8.0);
        ui.label(RichText::new(i18n.tr("season-penalties")).strong());
        for p in &loaded.season.penalties {
            ui.label(crate::season::sheet::penalty_words(p, i18n));
        }
    }
    if loaded.problems.is_empty() {
        return;
    }
    ui.add_space(8.0);
    ui.label(RichText::new(i18n.tr("season-problems")).strong());
    let lines = problem_lines(&loaded.problems, i18n);
    let (out_first, notes): (Vec<&SeasonProblem>, Vec<&SeasonProblem>) =
        loaded.problems.iter().partition(|p| p.keeps_out());
    for (problem, line) in out_first.into_iter().chain(notes).zip(lines) {
        ui.horizontal_wrapped(|ui| {
            let color = if problem.keeps_out() {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().warn_fg_color
            };
            ui.label(RichText::new(line).color(color));
            if let SeasonProblem::Guest {
                name,
                like: Some(like),
                ..
            } = problem
                && ui
                    .button(i18n.message(&Message::new("season-merge-into").text("player", like)))
                    .clicked()
            {
                out.push(SeasonCommand::Merge {
                    name: name.clone(),
                    into: like.clone(),
                });
            }
        });
    }
}

fn seating_ui(
    view: &SeasonView,
    open: &OpenSeason,
    ui: &mut Ui,
    i18n: &I18n,
    out: &mut Vec<SeasonCommand>,
) {
    let form = &view.seating;
    egui::CollapsingHeader::new(RichText::new(i18n.tr("season-seat-title")).strong())
        .default_open(true)
        .show(ui, |ui| {
            ui.label(i18n.tr("season-seat-who"));
            ui.horizontal_wrapped(|ui| {
                for p in &open.season.players {
                    let mut here = !form.away.contains(&p.name);
                    if ui.checkbox(&mut here, &p.name).changed() {
                        out.push(SeasonCommand::SetPresent(p.name.clone(), here));
                    }
                }
            });
            ui.horizontal(|ui| {
                let label = ui.label(i18n.tr("season-seat-method"));
                let mut method = form.method;
                egui::ComboBox::from_id_salt("season_seat_method")
                    .selected_text(i18n.tr(&format!("season-method-{}", method.id())))
                    .show_ui(ui, |ui| {
                        for m in SeatingMethod::ALL {
                            ui.selectable_value(
                                &mut method,
                                m,
                                i18n.tr(&format!("season-method-{}", m.id())),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if method != form.method {
                    out.push(SeasonCommand::SetMethod(method));
                }
                let label = ui.label(i18n.tr("season-seat-seed"));
                let mut seed = form.seed;
                if ui
                    .add(egui::DragValue::new(&mut seed))
                    .labelled_by(label.id)
                    .changed()
                {
                    out.push(SeasonCommand::SetSeed(seed));
                }
                if ui.button(i18n.tr("season-seat")).clicked() {
                    out.push(SeasonCommand::Seat);
                }
            });
            if let Some(made) = &form.made {
                let night = open.season.nights.len() + 1;
                for line in crate::season::sheet::seating_text(made, night, i18n).lines() {
                    ui.label(line.trim_start());
                }
                let add = ui
                    .add_enabled(
                        open.path.is_some(),
                        egui::Button::new(i18n.tr("season-seat-add")),
                    )
                    .on_disabled_hover_text(i18n.tr("season-example-read-only"));
                if add.clicked() {
                    out.push(SeasonCommand::AddSeating);
                }
            }
        });
}

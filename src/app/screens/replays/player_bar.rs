//! The replay's player bar: start, previous event, back, play or pause, forward, next event,
//! end, the speed and the quiz, on one row at every window size and in every language. The
//! buttons are drawn signs (no words to grow with the language, no font to lack a glyph),
//! each named in the reader's language for the tooltip and the accessibility tree.

use crate::app::i18n::I18n;
use crate::app::screens::replays::quiz_ui::quiz_toggle_ui;
use crate::app::screens::replays::{Replays, ReplaysCommand};
use egui::{Color32, Pos2, Response, Stroke, Ui, pos2, vec2};

/// What a player-bar button shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sign {
    /// A bar and a triangle pointing back: to the hand's start.
    Start,
    /// Two triangles pointing back: to the previous event.
    PreviousEvent,
    /// A chevron pointing back: one step back.
    Back,
    /// A triangle: play.
    Play,
    /// Two bars: pause.
    Pause,
    /// A chevron pointing forward: one step forward.
    Forward,
    /// Two triangles pointing forward: to the next event.
    NextEvent,
    /// A triangle and a bar: to the hand's end.
    End,
}

/// The width of a player-bar button.
const BUTTON_WIDTH: f32 = 32.0;
/// The speed slider's width (its value stands beside it).
const SLIDER_WIDTH: f32 = 90.0;

/// The player bar: one row, never wrapped.
pub(crate) fn player_bar_ui(
    ui: &mut Ui,
    replays: &Replays,
    i18n: &I18n,
    out: &mut Vec<ReplaysCommand>,
) {
    ui.horizontal(|ui| {
        let (play, play_key) = if replays.playing {
            (Sign::Pause, "replays-pause")
        } else {
            (Sign::Play, "replays-play")
        };
        for (sign, key, cmd) in [
            (Sign::Start, "replays-start", ReplaysCommand::Home),
            (
                Sign::PreviousEvent,
                "replays-previous-event",
                ReplaysCommand::PreviousMarker,
            ),
            (Sign::Back, "replays-back", ReplaysCommand::Step(-1)),
            (play, play_key, ReplaysCommand::TogglePlay),
            (Sign::Forward, "replays-forward", ReplaysCommand::Step(1)),
            (
                Sign::NextEvent,
                "replays-next-event",
                ReplaysCommand::NextMarker,
            ),
            (Sign::End, "replays-end", ReplaysCommand::End),
        ] {
            if sign_button(ui, sign, &i18n.tr(key)).clicked() {
                out.push(cmd);
            }
        }
        ui.separator();
        let mut speed = replays.speed;
        let name = i18n.tr("replays-speed");
        ui.spacing_mut().slider_width = SLIDER_WIDTH;
        let slider = ui
            .add(
                egui::Slider::new(&mut speed, 0.25..=20.0)
                    .logarithmic(true)
                    .custom_formatter(|n, _| i18n.decimal(n, if n < 1.0 { 2 } else { 1 }))
                    .custom_parser(|text| text.trim().replace(',', ".").parse().ok()),
            )
            .on_hover_text(&name);
        slider
            .widget_info(|| egui::WidgetInfo::slider(true, f64::from(replays.speed), name.clone()));
        if slider.changed() {
            out.push(ReplaysCommand::SetSpeed(speed));
        }
        ui.separator();
        quiz_toggle_ui(ui, replays, i18n, out);
    });
}

/// A button showing a drawn sign, named `name` (tooltip and accessibility).
fn sign_button(ui: &mut Ui, sign: Sign, name: &str) -> Response {
    let size = vec2(BUTTON_WIDTH, ui.spacing().interact_size.y);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact(&response);
        ui.painter().rect(
            rect,
            visuals.corner_radius,
            visuals.weak_bg_fill,
            visuals.bg_stroke,
            egui::StrokeKind::Inside,
        );
        paint_sign(ui.painter(), rect.center(), sign, visuals.fg_stroke.color);
    }
    response.on_hover_text(name)
}

/// Draws a sign around `c`, about 12 points wide.
fn paint_sign(painter: &egui::Painter, c: Pos2, sign: Sign, color: Color32) {
    let h = 5.0;
    // A filled triangle with its point at `tip`, pointing right (`dir` 1) or left (-1).
    let triangle = |tip: f32, dir: f32| {
        let base = tip - dir * 1.6 * h;
        egui::Shape::convex_polygon(
            vec![pos2(tip, c.y), pos2(base, c.y - h), pos2(base, c.y + h)],
            color,
            Stroke::NONE,
        )
    };
    let bar = |x: f32| {
        egui::Shape::rect_filled(
            egui::Rect::from_center_size(pos2(x, c.y), vec2(2.0, 2.0 * h)),
            0.0,
            color,
        )
    };
    let chevron = |dir: f32| {
        let (tip, back) = (c.x + dir * h * 0.6, c.x - dir * h * 0.6);
        egui::Shape::line(
            vec![pos2(back, c.y - h), pos2(tip, c.y), pos2(back, c.y + h)],
            Stroke::new(2.0, color),
        )
    };
    let shapes = match sign {
        Sign::Start => vec![bar(c.x - 4.5), triangle(c.x - 3.5, -1.0)],
        Sign::PreviousEvent => vec![triangle(c.x - 8.0, -1.0), triangle(c.x, -1.0)],
        Sign::Back => vec![chevron(-1.0)],
        Sign::Play => vec![triangle(c.x + 4.0, 1.0)],
        Sign::Pause => vec![bar(c.x - 3.0), bar(c.x + 3.0)],
        Sign::Forward => vec![chevron(1.0)],
        Sign::NextEvent => vec![triangle(c.x, 1.0), triangle(c.x + 8.0, 1.0)],
        Sign::End => vec![triangle(c.x + 3.5, 1.0), bar(c.x + 4.5)],
    };
    painter.extend(shapes);
}

//! The replay's table: the shown step as the square table of [`crate::art::table`], seen from
//! the viewed seat, painted as large as the room allows. The same picture is what "Copy
//! image", "Save as image…" and `tilewise diagram --step` give.

use crate::app::screens::replays::*;
use crate::app::widgets::tile_art::{TileView, paint_prims};
use crate::art::source::{Seen, position_scene, seat_scores};
use crate::art::table::{TableScene, square_table};

/// The smallest side the table is drawn at: below it the table scrolls (its tiles stay
/// readable).
pub const MIN_SIDE: f32 = 360.0;

/// The side of the square table in a room of `room`: as large as fits, at least [`MIN_SIDE`].
pub fn table_side(room: egui::Vec2) -> f32 {
    room.x.min(room.y).max(MIN_SIDE)
}

impl Replays {
    /// The shown step's table as a scene: seen from the viewed seat (every hand open in the
    /// "all hands" view), scores and wins as far as the quiz lets them be seen.
    pub fn scene(&self) -> Option<TableScene<'_>> {
        let game = self.game.as_ref()?;
        if game.tables_hand != self.hand {
            return None;
        }
        let seen = match self.view {
            View::AllOpen => Seen::default(),
            View::Seat(w) => Seen {
                from: Some(w),
                open: false,
            },
        };
        let mut scene = position_scene(
            &game.record,
            &game.replay,
            self.hand,
            &game.tables,
            self.step,
            seen,
        )?;
        scene.scores = seat_scores(&game.record, &game.replay.ledger, self.hand, |e| {
            self.reached(e)
        });
        if self.quiz_hides(self.hand + 1, self.step) {
            scene.wins.clear();
        }
        Some(scene)
    }
}

/// The square table in the room left, as large as fits, centred (scrolling when the room is
/// narrower than [`MIN_SIDE`]).
pub(crate) fn square_table_ui(ui: &mut Ui, replays: &Replays, i18n: &I18n, corner_index: bool) {
    let Some(scene) = replays.scene() else {
        return;
    };
    let view = TileView::current(ui.ctx());
    let look = view.look(TileLook {
        corner_index,
        corner_lang: i18n.lang(),
        ..TileLook::default()
    });
    let picture = square_table(&scene, i18n, look);
    let side = table_side(ui.available_size());
    egui::ScrollArea::both()
        .id_salt("viewer_table")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let width = ui.available_width().max(side);
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(width, side), egui::Sense::hover());
            let square = egui::Rect::from_center_size(rect.center(), egui::Vec2::splat(side));
            let scale = side / picture.size.x.max(1.0);
            let placed: Vec<_> = picture
                .prims
                .iter()
                .map(|p| p.placed(square.min.to_vec2(), scale))
                .collect();
            paint_prims(ui.painter(), &placed);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Image, true, i18n.tr("replays-table"))
            });
        });
}

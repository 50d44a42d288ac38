//! The screens, one folder each: its state, the commands that change it, and its drawing.
//! Every screen keeps one contract, [`Screen`]: the app hands it its own commands and the
//! context, runs the effects it returns, and draws it; no screen imports another.

pub mod calculator;
pub mod drill;
pub mod house_rules;
pub mod progress;
pub mod recorder;
pub mod replays;
pub mod rules;
pub mod season;
pub mod set_builder;
pub mod tile_sets;

use crate::app::context::Ctx;
use crate::app::effect::Effect;

/// What every screen (and side panel) is to the app: state changed only by its own commands,
/// in one place, and drawn from that state.
pub trait Screen {
    /// Every change to the screen.
    type Command;

    /// Applies one command: the only place where the screen's state changes. Returns what it
    /// asks of the world outside it (dialogs, reads, writes, threads, notices, another
    /// screen), run by the app in order; their answers come back as this screen's commands.
    fn apply(&mut self, command: Self::Command, ctx: &Ctx) -> Vec<Effect>;

    /// Draws the screen in `ui`; what the user asks for is pushed to `out`.
    fn ui(&self, ui: &mut egui::Ui, ctx: &Ctx, out: &mut Vec<Self::Command>);
}

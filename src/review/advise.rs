//! Ranking the choices of one position. (Placeholder bodies: replaced by the advisor's commit.)

use super::{Advice, AdviseOptions, Candidate, Choice, Position, PositionError, Severity};
use crate::tiles::Tile;

/// Every choice of the position, best first.
pub fn advise(position: &Position, _options: &AdviseOptions) -> Result<Advice, PositionError> {
    let candidates = Tile::all()
        .filter(|t| position.concealed[t.index()] > 0)
        .map(|t| Candidate {
            choice: Choice::Discard(t),
            shanten: 8,
            ukeire: Vec::new(),
            value: None,
        })
        .collect();
    Ok(Advice {
        shanten: 8,
        candidates,
    })
}

/// The severity of giving up `loss` expected receipts (in the system's unit) at `position`.
pub fn severity(_position: &Position, loss: f64) -> Severity {
    if loss <= 0.0 {
        Severity::None
    } else {
        Severity::Small
    }
}

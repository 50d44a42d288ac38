//! The drill's modes, one file each: its question's state, the learner's answer, the check and
//! the drawing.

pub mod discard;
pub mod patterns;
pub mod payments;
pub mod reading;
pub mod total;
pub mod waits;
pub mod wall_end;

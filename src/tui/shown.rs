//! What the screen shows, as plain values: the app's state works them out and keeps
//! them, the drawing (`ui/`) reads them; neither borrows them from the other.

mod cells;
mod marks;
mod step;

pub use cells::{Fade, Pencilled};
pub use marks::Marks;
pub use step::{StepView, Undoing, WhyView};

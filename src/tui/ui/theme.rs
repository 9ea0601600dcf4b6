//! Colours and modifiers. Every meaning has a modifier as well as a colour, so that the
//! screen still reads without colour.

use ratatui::style::{Color, Modifier, Style};

pub fn given() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}
pub fn solver() -> Style {
    Style::new().fg(Color::Cyan)
}
pub fn deduced() -> Style {
    Style::new().fg(Color::Green).add_modifier(Modifier::ITALIC)
}
/// A digit just taken back (the last step's, or one of the last frame's).
pub fn retracted() -> Style {
    Style::new()
        .fg(Color::Red)
        .add_modifier(Modifier::CROSSED_OUT)
}
/// A digit taken back a few frames ago, fading.
pub fn retracted_fading() -> Style {
    Style::new()
        .fg(Color::DarkGray)
        .add_modifier(Modifier::CROSSED_OUT | Modifier::DIM)
}
/// The cell that made the search take the latest digit back (marked `!`).
pub fn culprit() -> Style {
    Style::new()
        .fg(Color::Magenta)
        .add_modifier(Modifier::BOLD | Modifier::REVERSED)
}
/// The reason for the latest take-back, in the panel.
pub fn culprit_text() -> Style {
    Style::new().fg(Color::Magenta)
}
pub fn clash() -> Style {
    Style::new()
        .fg(Color::Red)
        .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
}
pub fn empty() -> Style {
    Style::new().fg(Color::DarkGray)
}
/// An empty cell no digit fits.
pub fn dead_end() -> Style {
    Style::new().fg(Color::Red).add_modifier(Modifier::BOLD)
}
pub fn candidate() -> Style {
    Style::new().fg(Color::DarkGray)
}
/// A candidate the last technique step struck out: dim and crossed out (as well as red,
/// so that it reads without colour).
pub fn struck_out() -> Style {
    Style::new()
        .fg(Color::Red)
        .add_modifier(Modifier::CROSSED_OUT | Modifier::DIM)
}
/// A candidate of the last technique step's pattern: bold and underlined, in cyan.
pub fn pattern() -> Style {
    Style::new()
        .fg(Color::Cyan)
        .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
}
/// The cell the solver touched last: a reversed block.
pub fn current() -> Modifier {
    Modifier::REVERSED
}
pub fn cursor() -> Modifier {
    Modifier::REVERSED
}
pub const PEER_BG: Color = Color::Indexed(236);
pub const SAME_BG: Color = Color::Indexed(24);
pub fn line() -> Style {
    Style::new().fg(Color::Gray)
}
pub fn label() -> Style {
    Style::new().fg(Color::DarkGray)
}
pub fn key() -> Style {
    Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
}
pub fn title() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}
pub fn good() -> Style {
    Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
}
pub fn warn() -> Style {
    Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
}
pub fn bad() -> Style {
    Style::new()
        .fg(Color::Red)
        .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
}
/// A digit the solver took back, in the panel's last step.
pub fn taken_back() -> Style {
    Style::new().fg(Color::Red)
}
/// A folder in the file picker.
pub fn folder() -> Style {
    Style::new().fg(Color::Blue).add_modifier(Modifier::BOLD)
}
/// The depth sparkline.
pub fn sparkline() -> Style {
    Style::new().fg(Color::Cyan)
}

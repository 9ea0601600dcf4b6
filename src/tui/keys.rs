//! Keys and mouse events to actions, by what is on screen.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::app::{Action, App, Overlay, State};

/// The action a key asks for, given what the app shows.
pub fn map_key(app: &App, key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('C')) {
        return Some(Action::Interrupt);
    }
    match &app.overlay {
        Some(Overlay::Help) | Some(Overlay::Message { .. }) => Some(Action::Close),
        Some(Overlay::Confirm { .. }) => match key.code {
            KeyCode::Char('y') | KeyCode::Char('Y') | KeyCode::Enter => Some(Action::Yes),
            KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc | KeyCode::Char('q') => {
                Some(Action::No)
            }
            _ => None,
        },
        Some(Overlay::SavePrompt { .. }) => match key.code {
            KeyCode::Enter => Some(Action::Submit),
            KeyCode::Esc => Some(Action::Close),
            KeyCode::Backspace => Some(Action::InputBackspace),
            KeyCode::Char(c) if !ctrl => Some(Action::Input(c)),
            _ => None,
        },
        Some(Overlay::Picker(_)) => match key.code {
            KeyCode::Up | KeyCode::Char('k') => Some(Action::PickerUp),
            KeyCode::Down | KeyCode::Char('j') => Some(Action::PickerDown),
            KeyCode::PageUp => Some(Action::PickerPageUp),
            KeyCode::PageDown => Some(Action::PickerPageDown),
            KeyCode::Home | KeyCode::Char('g') => Some(Action::PickerTop),
            KeyCode::End | KeyCode::Char('G') => Some(Action::PickerBottom),
            KeyCode::Enter | KeyCode::Right | KeyCode::Char('l') => Some(Action::PickerEnter),
            KeyCode::Backspace | KeyCode::Left | KeyCode::Char('h') => Some(Action::PickerParent),
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Char('o') => Some(Action::Close),
            _ => None,
        },
        None => map_main(app.state(), key.code, ctrl),
    }
}

fn map_main(state: State, code: KeyCode, ctrl: bool) -> Option<Action> {
    let solving = matches!(state, State::Solving | State::Paused);
    if ctrl {
        return match code {
            KeyCode::Char('z') => Some(Action::Undo),
            KeyCode::Char('r') | KeyCode::Char('y') => Some(Action::Redo),
            _ => None,
        };
    }
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Action::Up,
        KeyCode::Down | KeyCode::Char('j') => Action::Down,
        KeyCode::Left | KeyCode::Char('h') => Action::Left,
        KeyCode::Right | KeyCode::Char('l') => Action::Right,
        KeyCode::Char(c @ '1'..='9') => Action::Digit(c as u8 - b'0'),
        KeyCode::Char(' ') if solving => Action::PauseResume,
        KeyCode::Char('0' | '.' | ' ') | KeyCode::Backspace | KeyCode::Delete => Action::ClearCell,
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('x') => Action::ClearAll,
        KeyCode::Char('c') => Action::ToggleCandidates,
        KeyCode::Char('t') => Action::CycleStrategy,
        KeyCode::Char('+' | '=') => Action::Faster,
        KeyCode::Char('-' | '_') => Action::Slower,
        KeyCode::Enter => Action::Start,
        KeyCode::Char('p') => Action::PauseResume,
        KeyCode::Char('n') => Action::Step,
        KeyCode::Char('f') => Action::Finish,
        KeyCode::Esc => Action::Stop,
        KeyCode::Char('?') | KeyCode::F(1) => Action::Help,
        KeyCode::Char('o') => Action::Open,
        KeyCode::Char('w') => Action::Save,
        KeyCode::Char('[') => Action::PrevPuzzle,
        KeyCode::Char(']') => Action::NextPuzzle,
        KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

/// A left click selects the cell under it; the wheel moves through the picker.
pub fn map_mouse(app: &App, m: MouseEvent) -> Option<Action> {
    match m.kind {
        MouseEventKind::Down(MouseButton::Left) if app.overlay.is_none() => Some(Action::Click {
            x: m.column,
            y: m.row,
        }),
        MouseEventKind::ScrollUp if matches!(app.overlay, Some(Overlay::Picker(_))) => {
            Some(Action::PickerUp)
        }
        MouseEventKind::ScrollDown if matches!(app.overlay, Some(Overlay::Picker(_))) => {
            Some(Action::PickerDown)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::Speed;
    use crate::tui::files::Source;
    use ratatui::crossterm::event::KeyEventState;
    use sudoku_tui::solve::Strategy;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn app() -> App {
        App::new(Source::builtin(), Strategy::Naive, Speed::Rate(10))
    }

    fn press(app: &mut App, k: KeyEvent) {
        if let Some(a) = map_key(app, k) {
            app.handle(a);
        }
    }

    #[test]
    fn hjkl_and_arrows_move() {
        let mut a = app();
        for c in ['l', 'l', 'j'] {
            press(&mut a, key(KeyCode::Char(c)));
        }
        assert_eq!(a.cursor, 11);
        press(&mut a, key(KeyCode::Char('k')));
        press(&mut a, key(KeyCode::Char('h')));
        assert_eq!(a.cursor, 1);
        press(&mut a, key(KeyCode::Down));
        press(&mut a, key(KeyCode::Right));
        assert_eq!(a.cursor, 11);
        press(&mut a, key(KeyCode::Up));
        press(&mut a, key(KeyCode::Left));
        assert_eq!(a.cursor, 1);
    }

    #[test]
    fn every_clear_key_clears() {
        for code in [
            KeyCode::Char('0'),
            KeyCode::Char('.'),
            KeyCode::Char(' '),
            KeyCode::Backspace,
            KeyCode::Delete,
        ] {
            let mut a = app();
            assert_eq!(a.puzzle.get(0), 1);
            press(&mut a, key(code));
            assert_eq!(a.puzzle.get(0), 0, "{code:?}");
        }
    }

    #[test]
    fn digits_undo_redo_by_keys() {
        let mut a = app();
        press(&mut a, key(KeyCode::Right));
        press(&mut a, key(KeyCode::Char('4')));
        assert_eq!(a.puzzle.get(1), 4);
        press(&mut a, key(KeyCode::Char('u')));
        assert_eq!(a.puzzle.get(1), 0);
        press(&mut a, ctrl('r'));
        assert_eq!(a.puzzle.get(1), 4);
        press(&mut a, ctrl('z'));
        assert_eq!(a.puzzle.get(1), 0);
    }

    #[test]
    fn space_pauses_while_solving_and_esc_stops() {
        let mut a = app();
        press(&mut a, key(KeyCode::Enter));
        assert_eq!(a.state(), State::Solving);
        press(&mut a, key(KeyCode::Char(' ')));
        assert_eq!(a.state(), State::Paused);
        press(&mut a, key(KeyCode::Char('n')));
        assert_eq!(a.run.as_ref().unwrap().stepper.stats().steps, 1);
        press(&mut a, key(KeyCode::Char(' ')));
        assert_eq!(a.state(), State::Solving);
        press(&mut a, key(KeyCode::Char('+')));
        assert_eq!(a.speed, Speed::Rate(20));
        press(&mut a, key(KeyCode::Char('-')));
        press(&mut a, key(KeyCode::Char('-')));
        assert_eq!(a.speed, Speed::Rate(5));
        press(&mut a, key(KeyCode::Char('f')));
        a.finish_now();
        assert_eq!(a.state(), State::Solved);
        press(&mut a, key(KeyCode::Esc));
        assert_eq!(a.state(), State::Editing);
        assert_eq!(a.puzzle.filled(), 30);
    }

    #[test]
    fn ctrl_c_and_q_quit_and_confirm_keys_answer() {
        let mut a = app();
        press(&mut a, key(KeyCode::Char('5')));
        press(&mut a, key(KeyCode::Char('q')));
        assert!(!a.should_quit);
        press(&mut a, key(KeyCode::Esc));
        assert!(a.overlay.is_none() && !a.should_quit);
        press(&mut a, ctrl('c'));
        assert!(a.overlay.is_some());
        press(&mut a, key(KeyCode::Char('y')));
        assert!(a.should_quit);

        let mut a = app();
        press(&mut a, ctrl('c'));
        assert!(a.should_quit);
    }

    #[test]
    fn prompt_takes_text() {
        let mut a = app();
        press(&mut a, key(KeyCode::Char('w')));
        assert!(matches!(a.overlay, Some(Overlay::SavePrompt { .. })));
        for _ in 0..20 {
            press(&mut a, key(KeyCode::Backspace));
        }
        for c in "q.sdk".chars() {
            press(&mut a, key(KeyCode::Char(c)));
        }
        match &a.overlay {
            Some(Overlay::SavePrompt { input, .. }) => assert_eq!(input, "q.sdk"),
            other => panic!("{other:?}"),
        }
        assert!(!a.should_quit, "q is text in the prompt");
        press(&mut a, key(KeyCode::Esc));
        assert!(a.overlay.is_none());
    }

    #[test]
    fn releases_are_ignored() {
        let a = app();
        let mut k = key(KeyCode::Char('5'));
        k.kind = KeyEventKind::Release;
        k.state = KeyEventState::NONE;
        assert_eq!(map_key(&a, k), None);
    }
}

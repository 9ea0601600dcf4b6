//! What an action asks of the world outside the app's state: the event loop carries it
//! out, so that the state never holds requests for it to pick up.

/// A request to the event loop, returned by [`super::App::handle`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// End the app.
    Quit,
    /// Start recording the screen to a file, or stop the recording under way (`r`).
    ToggleRecording,
}

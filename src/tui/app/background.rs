//! Work that must never hold up the keys (a puzzle's verdict, the size of its search,
//! whether a solve has another solution), done on a thread of its own that answers the
//! latest question asked; or on the spot, where there is no thread (tests, or a thread
//! that would not start or has gone).

use std::sync::mpsc::{self, Receiver, Sender};

/// What a question costs to answer: `on_thread` is true when it is answered on the
/// thread, where it may take its time (timing the machine, say).
pub type Work<Q, A> = fn(&Q, bool) -> A;

/// A thread that answers the latest question it was asked.
struct Worker<Q, A> {
    questions: Sender<Q>,
    answers: Receiver<(Q, A)>,
}

impl<Q: Send + 'static, A: Send + 'static> Worker<Q, A> {
    fn spawn(name: &str, work: Work<Q, A>) -> Option<Worker<Q, A>> {
        let (qtx, qrx) = mpsc::channel::<Q>();
        let (atx, arx) = mpsc::channel();
        std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                while let Ok(mut q) = qrx.recv() {
                    // Only the newest question matters.
                    while let Ok(newer) = qrx.try_recv() {
                        q = newer;
                    }
                    let a = work(&q, true);
                    if atx.send((q, a)).is_err() {
                        break;
                    }
                }
            })
            .ok()?;
        Some(Worker {
            questions: qtx,
            answers: arx,
        })
    }
}

/// Answers to the latest questions asked, worked out on a thread or on the spot.
pub struct Background<Q, A> {
    work: Work<Q, A>,
    worker: Option<Worker<Q, A>>,
    asked: Option<Q>,
    /// Answers kept, newest last: going back to a question just asked answers at once.
    known: Vec<(Q, A)>,
    kept: usize,
}

impl<Q, A> Background<Q, A>
where
    Q: Clone + PartialEq + Send + 'static,
    A: Send + 'static,
{
    /// Answers worked out on the spot, at the question; the last `kept` (at least one)
    /// are kept.
    pub fn on_the_spot(work: Work<Q, A>, kept: usize) -> Background<Q, A> {
        Background {
            work,
            worker: None,
            asked: None,
            known: Vec::new(),
            kept: kept.max(1),
        }
    }

    /// Answers worked out on a thread named `name`, or on the spot when it does not
    /// start.
    pub fn in_background(name: &str, work: Work<Q, A>, kept: usize) -> Background<Q, A> {
        Background {
            worker: Worker::spawn(name, work),
            ..Background::on_the_spot(work, kept)
        }
    }

    /// The answer to `q`, once known.
    pub fn known(&self, q: &Q) -> Option<&A> {
        self.known
            .iter()
            .rev()
            .find(|(k, _)| k == q)
            .map(|(_, a)| a)
    }

    /// The answer to the latest question, once known.
    pub fn answer(&self) -> Option<&A> {
        self.known(self.asked.as_ref()?)
    }

    /// The latest question asked.
    #[cfg(test)]
    pub fn asked(&self) -> Option<&Q> {
        self.asked.as_ref()
    }

    fn keep(&mut self, q: Q, a: A) {
        self.known.retain(|(k, _)| *k != q);
        self.known.push((q, a));
        if self.known.len() > self.kept {
            self.known.remove(0);
        }
    }

    /// Asks `q`: answered at once on the spot, later on the thread; nothing to do (not
    /// even a copy of `q`) when it is the question asked last, nor when its answer is
    /// known.
    pub fn ask(&mut self, q: &Q) {
        if self.asked.as_ref() == Some(q) {
            return;
        }
        let q = q.clone();
        self.asked = Some(q.clone());
        if self.known(&q).is_some() {
            return;
        }
        if let Some(w) = &self.worker {
            if w.questions.send(q.clone()).is_ok() {
                return;
            }
            self.worker = None;
        }
        let a = (self.work)(&q, false);
        self.keep(q, a);
    }

    /// Picks up the answers the thread has; true if one is to the latest question.
    pub fn poll(&mut self) -> bool {
        let Some(w) = &self.worker else {
            return false;
        };
        let mut got = Vec::new();
        let mut gone = false;
        loop {
            match w.answers.try_recv() {
                Ok(a) => got.push(a),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    gone = true;
                    break;
                }
            }
        }
        let mut latest = got.iter().any(|(q, _)| Some(q) == self.asked.as_ref());
        for (q, a) in got {
            self.keep(q, a);
        }
        if gone {
            // The thread is gone: answer here from now on.
            self.worker = None;
            if let Some(q) = self.asked.take() {
                latest |= self.known(&q).is_none();
                self.ask(&q);
            }
        }
        latest
    }

    /// True while the latest question is being worked out.
    pub fn pending(&self) -> bool {
        self.asked.is_some() && self.answer().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn double(q: &u32, on_thread: bool) -> (u32, bool) {
        (q * 2, on_thread)
    }

    /// Polls until the latest question is answered (never for a time: for the state).
    fn settle(b: &mut Background<u32, (u32, bool)>) {
        let start = Instant::now();
        while b.pending() {
            b.poll();
            assert!(start.elapsed() < Duration::from_secs(60), "never answered");
            std::thread::yield_now();
        }
    }

    #[test]
    fn on_the_spot_answers_at_the_question() {
        let mut b = Background::on_the_spot(double, 2);
        assert!(!b.pending());
        assert_eq!(b.answer(), None);
        b.ask(&3);
        assert_eq!(b.answer(), Some(&(6, false)));
        assert!(!b.pending());
        assert!(!b.poll());
    }

    #[test]
    fn on_a_thread_answers_later_and_says_so() {
        let mut b = Background::in_background("test-double", double, 2);
        b.ask(&5);
        settle(&mut b);
        assert_eq!(b.answer(), Some(&(10, true)));
        assert_eq!(b.asked(), Some(&5));
    }

    #[test]
    fn the_latest_question_is_the_one_answered() {
        let mut b = Background::in_background("test-double", double, 1);
        for q in 1..50 {
            b.ask(&q);
        }
        settle(&mut b);
        assert_eq!(b.answer(), Some(&(98, true)));
    }

    #[test]
    fn answers_are_kept_up_to_the_number_asked() {
        let mut b = Background::on_the_spot(double, 2);
        b.ask(&1);
        b.ask(&2);
        b.ask(&3);
        assert_eq!(b.known(&1), None);
        assert_eq!(b.known(&2), Some(&(4, false)));
        b.ask(&2);
        assert!(!b.pending());
        assert_eq!(b.answer(), Some(&(4, false)));
    }
}

//! Work that must never hold up the keys (a puzzle's verdict, the size of its search,
//! whether a solve has another solution, hindsight's judge), done on a thread of its own
//! that answers the latest question asked; or on the spot, where there is no thread
//! (tests, or a thread that would not start or has gone). Work that can take long is
//! given up as soon as a newer question is asked, or the question withdrawn.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;

/// What a question costs to answer: `on_thread` is true when it is answered on the
/// thread, where it may take its time (timing the machine, say).
pub type Work<Q, A> = fn(&Q, bool) -> A;

/// Work given up (None) soon after its flag is set: the question is no longer wanted.
pub type Stoppable<Q, A> = fn(&Q, &AtomicBool) -> Option<A>;

/// The work that answers the questions, of one kind or the other.
enum Job<Q, A> {
    Plain(Work<Q, A>),
    Stoppable(Stoppable<Q, A>),
}

impl<Q, A> Clone for Job<Q, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Q, A> Copy for Job<Q, A> {}

impl<Q, A> Job<Q, A> {
    /// The answer to `q`; None if it was given up (`stop` set).
    fn answer(self, q: &Q, on_thread: bool, stop: &AtomicBool) -> Option<A> {
        match self {
            Job::Plain(work) => Some(work(q, on_thread)),
            Job::Stoppable(work) => work(q, stop),
        }
    }
}

/// A question, with the flag that says it is no longer wanted.
type Asked<Q> = (Q, Arc<AtomicBool>);

/// A thread that answers the latest question it was asked.
struct Worker<Q, A> {
    questions: Sender<Asked<Q>>,
    answers: Receiver<(Q, A)>,
}

impl<Q: Send + 'static, A: Send + 'static> Worker<Q, A> {
    fn spawn(name: &str, job: Job<Q, A>) -> Option<Worker<Q, A>> {
        let (qtx, qrx) = mpsc::channel::<Asked<Q>>();
        let (atx, arx) = mpsc::channel();
        std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                while let Ok(mut q) = qrx.recv() {
                    // Only the newest question matters.
                    while let Ok(newer) = qrx.try_recv() {
                        q = newer;
                    }
                    let (q, stop) = q;
                    let Some(a) = job.answer(&q, true, &stop) else {
                        continue;
                    };
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
    job: Job<Q, A>,
    worker: Option<Worker<Q, A>>,
    asked: Option<Q>,
    /// The flag of the question last sent to the thread: set, it gives that one up.
    sent: Option<Arc<AtomicBool>>,
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
        Background::spot(Job::Plain(work), kept)
    }

    /// Answers worked out on a thread named `name`, or on the spot when it does not
    /// start.
    pub fn in_background(name: &str, work: Work<Q, A>, kept: usize) -> Background<Q, A> {
        Background::thread(name, Job::Plain(work), kept)
    }

    /// As [`Background::on_the_spot`], for work that can be given up (never, there).
    pub fn stoppable_on_the_spot(work: Stoppable<Q, A>, kept: usize) -> Background<Q, A> {
        Background::spot(Job::Stoppable(work), kept)
    }

    /// As [`Background::in_background`], for work given up as soon as a newer question
    /// is asked or the question withdrawn.
    pub fn stoppable_in_background(
        name: &str,
        work: Stoppable<Q, A>,
        kept: usize,
    ) -> Background<Q, A> {
        Background::thread(name, Job::Stoppable(work), kept)
    }

    fn spot(job: Job<Q, A>, kept: usize) -> Background<Q, A> {
        Background {
            job,
            worker: None,
            asked: None,
            sent: None,
            known: Vec::new(),
            kept: kept.max(1),
        }
    }

    fn thread(name: &str, job: Job<Q, A>, kept: usize) -> Background<Q, A> {
        Background {
            worker: Worker::spawn(name, job),
            ..Background::spot(job, kept)
        }
    }

    /// Gives up the work on the question sent last, if it is still going.
    fn stop_sent(&mut self) {
        if let Some(flag) = self.sent.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// The latest question is no longer wanted: its work, if going, is given up.
    pub fn withdraw(&mut self) {
        self.stop_sent();
        self.asked = None;
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
        self.stop_sent();
        if self.known(&q).is_some() {
            return;
        }
        if let Some(w) = &self.worker {
            let flag = Arc::new(AtomicBool::new(false));
            if w.questions.send((q.clone(), flag.clone())).is_ok() {
                self.sent = Some(flag);
                return;
            }
            self.worker = None;
        }
        if let Some(a) = self.job.answer(&q, false, &AtomicBool::new(false)) {
            self.keep(q, a);
        }
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

    use std::sync::atomic::{AtomicBool, Ordering};

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

    /// Never answers 0: works on it until told to stop.
    fn endless_on_zero(q: &u32, stop: &AtomicBool) -> Option<(u32, bool)> {
        if *q != 0 {
            return Some((q * 2, true));
        }
        while !stop.load(Ordering::Relaxed) {
            std::thread::yield_now();
        }
        None
    }

    /// A question whose work never ends of itself is given up for a newer one, or when
    /// withdrawn: the thread answers the next.
    #[test]
    fn a_newer_question_or_a_withdrawal_gives_up_the_work_going() {
        let mut b = Background::stoppable_in_background("test-endless", endless_on_zero, 2);
        b.ask(&0);
        assert!(b.pending());
        b.ask(&4);
        settle(&mut b);
        assert_eq!(b.answer(), Some(&(8, true)));
        b.ask(&0);
        b.withdraw();
        assert!(!b.pending());
        b.ask(&6);
        settle(&mut b);
        assert_eq!(b.answer(), Some(&(12, true)));
        assert_eq!(b.known(&0), None);
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

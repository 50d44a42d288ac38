//! An answer a worker thread sends once (a file read, a tile set loaded): taken at a frame
//! without waiting, or waited for (tests, an app closing).

use std::sync::mpsc::{Receiver, TryRecvError};
use std::thread::JoinHandle;

/// One answer on its way from a thread, then kept until taken.
pub(crate) struct Arriving<T> {
    /// Where the answer comes, until it has come.
    receiver: Option<Receiver<T>>,
    /// The answer received and not yet taken.
    ready: Option<T>,
    /// The sending thread (`None` when another sender answers, as in tests).
    thread: Option<JoinHandle<()>>,
}

impl<T> Arriving<T> {
    /// An answer to come on `receiver`.
    pub fn on(receiver: Receiver<T>) -> Self {
        Arriving {
            receiver: Some(receiver),
            ready: None,
            thread: None,
        }
    }

    /// The thread that sends the answer, joined by [`Arriving::wait`].
    pub fn sent_by(&mut self, thread: JoinHandle<()>) {
        self.thread = Some(thread);
    }

    /// The answer, once it has come; `stopped` stands for it when the thread ended without
    /// one (it panicked).
    pub fn take(&mut self, stopped: impl FnOnce() -> T) -> Option<T> {
        self.receive(false, stopped);
        self.ready.take()
    }

    /// The answer received already, without looking for one.
    pub fn take_received(&mut self) -> Option<T> {
        self.ready.take()
    }

    /// Waits for the answer and for the thread's end; the answer stays until taken.
    pub fn wait(&mut self, stopped: impl FnOnce() -> T) {
        self.receive(true, stopped);
        if let Some(thread) = self.thread.take() {
            // A thread that panicked has been answered for by `stopped` already.
            let _ = thread.join();
        }
    }

    fn receive(&mut self, wait: bool, stopped: impl FnOnce() -> T) {
        let Some(receiver) = &self.receiver else {
            return;
        };
        let got = if wait {
            receiver.recv().map_err(|_| TryRecvError::Disconnected)
        } else {
            receiver.try_recv()
        };
        self.ready = match got {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Some(stopped()),
        };
        self.receiver = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_taken_once_and_a_thread_gone_without_one_is_stood_for() {
        let (send, receiver) = std::sync::mpsc::channel();
        let mut arriving = Arriving::on(receiver);
        assert_eq!(arriving.take(|| 0), None, "nothing sent yet");
        send.send(7).unwrap();
        assert_eq!(arriving.take(|| 0), Some(7));
        assert_eq!(arriving.take(|| 0), None, "taken once");

        let (send, receiver) = std::sync::mpsc::channel::<i32>();
        let mut arriving = Arriving::on(receiver);
        arriving.sent_by(std::thread::spawn(move || drop(send)));
        arriving.wait(|| -1);
        assert_eq!(arriving.take_received(), Some(-1));
    }
}

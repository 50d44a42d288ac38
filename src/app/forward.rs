//! Files handed to the Tilewise already running: `tilewise FILE` while an app holds the data
//! folder opens FILE there instead of in a second window.
//!
//! The app that holds the data folder's lock ([`crate::datafile::DataLock`]) listens on a Unix
//! domain socket ([`socket_path`]: in `$XDG_RUNTIME_DIR`, named after the data folder, else
//! `tilewise.sock` in the data folder itself; made readable and writable by its owner only).
//! A background thread accepts connections one at a time and reads one bounded message
//! ([`MESSAGE_MAX`] bytes, [`READ_TIMEOUT`]):
//!
//! ```text
//! tilewise-open 1\n
//! /absolute/path/one.ron\n
//! /absolute/path/two.ron\n
//! ```
//!
//! (paths as the OS's bytes, one per line; a path holding a newline cannot be sent). It answers
//! `ok\n` once the paths are handed to the app (an [`Inbox`], and a repaint), or
//! `refused <why>\n`. The app opens them as dropped files and raises its window.
//!
//! A socket file nobody listens on (an app that crashed) is removed and bound again; one that
//! answers belongs to another app and is left alone. Other systems than Unix have no socket:
//! [`send`] says [`ForwardError::Unsupported`] and `tilewise FILE` opens a second window.

use std::path::{Path, PathBuf};
use std::time::Duration;

/// The first line of every message: the protocol and its version.
pub const MAGIC: &str = "tilewise-open 1";
/// The largest message read, in bytes (the first line and every path).
pub const MESSAGE_MAX: usize = 64 * 1024;
/// The socket's name in the data folder when there is no `$XDG_RUNTIME_DIR`.
pub const SOCKET_FILE: &str = "tilewise.sock";
/// How long the listener waits for a whole message once connected (all of it, not each read:
/// a sender that trickles bytes is cut off too).
pub const READ_TIMEOUT: Duration = Duration::from_secs(2);
/// The most senders served at once; each has its own thread, so idle connections never keep
/// a real `tilewise FILE` waiting. One more is answered `refused busy` at once.
pub const CONNECTIONS_MAX: usize = 16;
/// How long `tilewise FILE` waits for the running app's answer.
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(10);

/// Why files could not be handed to a running app, or the app could not listen.
#[derive(Debug, thiserror::Error)]
pub enum ForwardError {
    /// No app listens (no socket file, or a stale one).
    #[error("{path}: no Tilewise is listening: {source}")]
    NotRunning {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    /// The running app answered, but not `ok`.
    #[error("the running Tilewise refused the files: {reason}")]
    Refused { reason: String },
    /// A path that the protocol cannot carry (relative, or holding a newline).
    #[error("{path}: cannot be handed to another Tilewise (a relative path or a newline)")]
    Unsendable { path: String },
    #[error("{size} bytes of paths: more than the {limit} a message may hold", limit = MESSAGE_MAX)]
    TooLarge { size: usize },
    /// Another app already listens on the socket.
    #[error("{path}: another Tilewise is listening there")]
    InUse { path: String },
    /// A file that is no socket has the socket's name: left alone.
    #[error("{path}: is not a socket; left alone")]
    NotASocket { path: String },
    /// The socket (or whoever answers on it) is not this user's: nothing is sent to it.
    #[error(
        "{path}: the socket is not this user's own (its owner, its permissions or the app on it): nothing was sent"
    )]
    NotOurs { path: String },
    #[error("handing files to a running Tilewise is not supported on this system")]
    Unsupported,
}

/// Why a listener refused a message (the word after `refused` in its answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// More than [`MESSAGE_MAX`] bytes.
    TooLarge,
    /// No [`MAGIC`] first line: not our protocol, or another version.
    Protocol,
    /// A line that is no absolute path, or none at all.
    BadPath,
    /// The message did not arrive in time.
    Timeout,
    /// As many senders as the listener serves at once are already connected.
    Busy,
}

impl Refusal {
    /// The word sent back.
    pub fn word(self) -> &'static str {
        match self {
            Refusal::TooLarge => "too-large",
            Refusal::Protocol => "protocol",
            Refusal::BadPath => "bad-path",
            Refusal::Timeout => "timeout",
            Refusal::Busy => "busy",
        }
    }
}

/// Where the app holding `data_dir` listens: `$XDG_RUNTIME_DIR/tilewise-<hash>.sock` (the
/// hash of the data folder's path, so that apps on other data folders never meet), else
/// [`SOCKET_FILE`] in the data folder.
pub fn socket_path(data_dir: &Path) -> PathBuf {
    let runtime = std::env::var_os("XDG_RUNTIME_DIR")
        .map(PathBuf::from)
        .filter(|d| d.is_absolute());
    match runtime {
        Some(dir) => dir.join(format!(
            "tilewise-{:016x}.sock",
            fnv1a(data_dir.as_os_str().as_encoded_bytes())
        )),
        None => data_dir.join(SOCKET_FILE),
    }
}

/// FNV-1a, 64 bits: the same name for the same folder in every build.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The message that hands `paths` over: [`MAGIC`], then each path on its line.
pub fn encode(paths: &[PathBuf]) -> Result<Vec<u8>, ForwardError> {
    let mut out = Vec::with_capacity(64);
    out.extend_from_slice(MAGIC.as_bytes());
    out.push(b'\n');
    for path in paths {
        let bytes = path.as_os_str().as_encoded_bytes();
        if !path.is_absolute() || bytes.contains(&b'\n') || bytes.is_empty() {
            return Err(ForwardError::Unsendable {
                path: path.display().to_string(),
            });
        }
        out.extend_from_slice(bytes);
        out.push(b'\n');
    }
    if out.len() > MESSAGE_MAX {
        return Err(ForwardError::TooLarge { size: out.len() });
    }
    Ok(out)
}

/// The paths of a message, or why it is refused.
pub fn decode(bytes: &[u8]) -> Result<Vec<PathBuf>, Refusal> {
    if bytes.len() > MESSAGE_MAX {
        return Err(Refusal::TooLarge);
    }
    let mut lines = bytes.split(|&b| b == b'\n');
    if lines.next() != Some(MAGIC.as_bytes()) {
        return Err(Refusal::Protocol);
    }
    let paths = lines
        .filter(|line| !line.is_empty())
        .map(path_of_bytes)
        .collect::<Option<Vec<_>>>()
        .ok_or(Refusal::BadPath)?;
    if paths.is_empty() {
        return Err(Refusal::BadPath);
    }
    Ok(paths)
}

/// A path from the OS's bytes, when absolute and free of NUL.
fn path_of_bytes(bytes: &[u8]) -> Option<PathBuf> {
    if bytes.contains(&0) {
        return None;
    }
    #[cfg(unix)]
    let path = {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(bytes))
    };
    #[cfg(not(unix))]
    let path = PathBuf::from(std::str::from_utf8(bytes).ok()?);
    path.is_absolute().then_some(path)
}

/// The paths handed over by later `tilewise FILE`s, one batch per message. Dropping it
/// removes the socket file.
pub struct Inbox {
    batches: std::sync::mpsc::Receiver<Vec<PathBuf>>,
    socket: PathBuf,
}

impl Inbox {
    /// Every batch that arrived since the last call, without waiting.
    pub fn take(&self) -> Vec<Vec<PathBuf>> {
        self.batches.try_iter().collect()
    }

    /// The socket listened on.
    pub fn socket(&self) -> &Path {
        &self.socket
    }
}

impl Drop for Inbox {
    fn drop(&mut self) {
        // Best effort: a socket file left behind is found stale and replaced next time.
        let _ = std::fs::remove_file(&self.socket);
    }
}

impl std::fmt::Debug for Inbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inbox")
            .field("socket", &self.socket)
            .finish()
    }
}

#[cfg(unix)]
pub use unix::{Listener, send};

#[cfg(unix)]
mod unix {
    use super::CONNECTIONS_MAX;
    use super::{
        ForwardError, Inbox, MESSAGE_MAX, READ_TIMEOUT, REPLY_TIMEOUT, Refusal, decode, encode,
    };
    use std::io::{Read, Write};
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::path::{Path, PathBuf};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::time::Instant;

    /// A bound socket, not yet served.
    #[derive(Debug)]
    pub struct Listener {
        listener: UnixListener,
        path: PathBuf,
    }

    impl Listener {
        /// Binds the socket at `path` (its folder created when missing), replacing a stale
        /// socket file nobody answers on; owner-only permissions.
        pub fn bind(path: &Path) -> Result<Listener, ForwardError> {
            let io = |source| ForwardError::Io {
                path: path.display().to_string(),
                source,
            };
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(io)?;
            }
            let listener = match UnixListener::bind(path) {
                Ok(listener) => listener,
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
                    let shown = path.display().to_string();
                    let is_socket =
                        std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_socket());
                    if !is_socket {
                        return Err(ForwardError::NotASocket { path: shown });
                    }
                    if UnixStream::connect(path).is_ok() {
                        return Err(ForwardError::InUse { path: shown });
                    }
                    std::fs::remove_file(path).map_err(io)?;
                    UnixListener::bind(path).map_err(io)?
                }
                Err(e) => return Err(io(e)),
            };
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).map_err(io)?;
            Ok(Listener {
                listener,
                path: path.to_path_buf(),
            })
        }

        /// Serves the socket on a background thread: each connection of this user's (others
        /// are closed unread) is read on a thread of its own (at most [`CONNECTIONS_MAX`]),
        /// its paths go to the inbox, then `wake` is called (the app's repaint). Serving ends
        /// with the first message after the inbox is dropped (the process's end ends it anyway).
        pub fn spawn(self, wake: impl Fn() + Send + Sync + 'static) -> Result<Inbox, ForwardError> {
            let (tx, rx) = std::sync::mpsc::channel();
            let Listener { listener, path } = self;
            let wake = Arc::new(wake);
            let serving = Arc::new(AtomicUsize::new(0));
            let closed = Arc::new(AtomicBool::new(false));
            std::thread::Builder::new()
                .name("tilewise-open".into())
                .spawn(move || {
                    for stream in listener.incoming() {
                        if closed.load(Ordering::SeqCst) {
                            return;
                        }
                        let Ok(mut stream) = stream else { continue };
                        if !peer_is_me(&stream) {
                            continue;
                        }
                        if serving.fetch_add(1, Ordering::SeqCst) >= CONNECTIONS_MAX {
                            serving.fetch_sub(1, Ordering::SeqCst);
                            let _ = stream.set_write_timeout(Some(READ_TIMEOUT));
                            let _ = stream.write_all(b"refused busy\n");
                            continue;
                        }
                        let (tx, wake, count, stop) =
                            (tx.clone(), wake.clone(), serving.clone(), closed.clone());
                        let served = std::thread::Builder::new()
                            .name("tilewise-open-one".into())
                            .spawn(move || {
                                serve(&mut stream, &tx, &stop, &*wake);
                                count.fetch_sub(1, Ordering::SeqCst);
                            });
                        if served.is_err() {
                            // No thread: the connection was dropped with the closure.
                            serving.fetch_sub(1, Ordering::SeqCst);
                        }
                    }
                })
                .map_err(|source| ForwardError::Io {
                    path: path.display().to_string(),
                    source,
                })?;
            Ok(Inbox {
                batches: rx,
                socket: path,
            })
        }
    }

    /// Reads one connection's message and answers it.
    fn serve(
        stream: &mut UnixStream,
        tx: &std::sync::mpsc::Sender<Vec<PathBuf>>,
        closed: &AtomicBool,
        wake: &dyn Fn(),
    ) {
        let text = match read_message(stream) {
            Ok(paths) => {
                if tx.send(paths).is_err() {
                    closed.store(true, Ordering::SeqCst);
                    "refused closing\n"
                } else {
                    wake();
                    "ok\n"
                }
            }
            Err(why) => return answer(stream, &format!("refused {}\n", why.word())),
        };
        answer(stream, text)
    }

    /// Sends `text` back; the sender may have gone: nothing more to tell it.
    fn answer(stream: &mut UnixStream, text: &str) {
        let _ = stream.set_write_timeout(Some(READ_TIMEOUT));
        let _ = stream.write_all(text.as_bytes());
    }

    /// Reads one message (to the sender's end of writing), bounded in size and in time: the
    /// whole message within [`READ_TIMEOUT`].
    fn read_message(stream: &mut UnixStream) -> Result<Vec<PathBuf>, Refusal> {
        let deadline = Instant::now() + READ_TIMEOUT;
        let mut bytes = Vec::new();
        let mut chunk = [0u8; 4096];
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Refusal::Timeout);
            }
            stream
                .set_read_timeout(Some(left))
                .map_err(|_| Refusal::Timeout)?;
            match stream.read(&mut chunk) {
                Ok(0) => return decode(&bytes),
                Ok(n) => {
                    bytes.extend_from_slice(&chunk[..n]);
                    if bytes.len() > MESSAGE_MAX {
                        return Err(Refusal::TooLarge);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => return Err(Refusal::Timeout),
            }
        }
    }

    /// Whether the process at the other end of `stream` runs as this process's user (Linux:
    /// `SO_PEERCRED`; elsewhere the socket file's owner and mode are the check).
    fn peer_is_me(stream: &UnixStream) -> bool {
        #[cfg(any(target_os = "linux", target_os = "android"))]
        {
            rustix::net::sockopt::socket_peercred(stream)
                .is_ok_and(|peer| peer.uid == rustix::process::geteuid())
        }
        #[cfg(not(any(target_os = "linux", target_os = "android")))]
        {
            let _ = stream;
            true
        }
    }

    /// Whether the socket file at `path` is one this user's app made: a socket (not a link to
    /// one), owned by this user, that nobody else may connect to (no write permission for the
    /// group or others; the app makes it 0600).
    fn socket_is_mine(path: &Path) -> bool {
        use std::os::unix::fs::MetadataExt;
        std::fs::symlink_metadata(path).is_ok_and(|m| {
            m.file_type().is_socket()
                && m.uid() == rustix::process::geteuid().as_raw()
                && m.mode() & 0o022 == 0
        })
    }

    /// Hands `paths` (absolute) to the app listening at `socket`; `Ok` once it answered that
    /// it has them.
    pub fn send(socket: &Path, paths: &[PathBuf]) -> Result<(), ForwardError> {
        let message = encode(paths)?;
        let shown = || socket.display().to_string();
        let io = |source| ForwardError::Io {
            path: shown(),
            source,
        };
        let not_ours = || ForwardError::NotOurs { path: shown() };
        // A socket another user made (a shared or world-writable runtime folder) or left
        // open to others never receives the paths, nor does another user's app answering.
        if std::fs::symlink_metadata(socket).is_ok() && !socket_is_mine(socket) {
            return Err(not_ours());
        }
        let mut stream =
            UnixStream::connect(socket).map_err(|source| ForwardError::NotRunning {
                path: shown(),
                source,
            })?;
        if !peer_is_me(&stream) {
            return Err(not_ours());
        }
        stream.set_read_timeout(Some(REPLY_TIMEOUT)).map_err(io)?;
        stream.set_write_timeout(Some(REPLY_TIMEOUT)).map_err(io)?;
        stream.write_all(&message).map_err(io)?;
        stream.shutdown(std::net::Shutdown::Write).map_err(io)?;
        let mut answer = String::new();
        stream.take(256).read_to_string(&mut answer).map_err(io)?;
        match answer.trim_end() {
            "ok" => Ok(()),
            other => Err(ForwardError::Refused {
                reason: other.strip_prefix("refused ").unwrap_or(other).to_string(),
            }),
        }
    }
}

/// Without Unix sockets nothing listens: every `tilewise FILE` opens its own window.
#[cfg(not(unix))]
pub fn send(_socket: &Path, _paths: &[PathBuf]) -> Result<(), ForwardError> {
    Err(ForwardError::Unsupported)
}

/// Without Unix sockets there is nothing to listen on.
#[cfg(not(unix))]
#[derive(Debug)]
pub struct Listener;

#[cfg(not(unix))]
impl Listener {
    pub fn bind(_path: &Path) -> Result<Listener, ForwardError> {
        Err(ForwardError::Unsupported)
    }

    pub fn spawn(self, _wake: impl Fn() + Send + 'static) -> Result<Inbox, ForwardError> {
        Err(ForwardError::Unsupported)
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("tilewise-forward-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// Waits (bounded in tries, not in time asserted) for a batch to arrive.
    fn next_batch(inbox: &Inbox) -> Vec<Vec<PathBuf>> {
        for _ in 0..200 {
            let got = inbox.take();
            if !got.is_empty() {
                return got;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        Vec::new()
    }

    #[test]
    fn two_paths_sent_arrive_in_the_inbox_and_wake_the_app() {
        let dir = scratch("two");
        let socket = dir.join(SOCKET_FILE);
        let woken = Arc::new(AtomicUsize::new(0));
        let counter = woken.clone();
        let inbox = Listener::bind(&socket)
            .unwrap()
            .spawn(move || {
                counter.fetch_add(1, Ordering::SeqCst);
            })
            .unwrap();
        let paths = vec![
            PathBuf::from("/home/a/replays/zj-short-demo.ron"),
            PathBuf::from("/home/a/sets/pao é.ron"),
        ];
        send(&socket, &paths).unwrap();
        assert_eq!(
            inbox.take(),
            vec![paths],
            "ok is answered after the hand-over"
        );
        assert_eq!(woken.load(Ordering::SeqCst), 1);
        let mode = std::fs::metadata(&socket).unwrap();
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(mode.permissions().mode() & 0o777, 0o600);
        drop(inbox);
        assert!(!socket.exists(), "the socket file goes with the inbox");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_stale_socket_file_is_replaced_and_a_live_one_left_alone() {
        let dir = scratch("stale");
        let socket = dir.join(SOCKET_FILE);
        // A socket whose app has gone: bound, then the listener dropped (the file stays).
        drop(UnixListener::bind(&socket).unwrap());
        assert!(socket.exists());
        assert!(matches!(
            send(&socket, &[PathBuf::from("/a.ron")]),
            Err(ForwardError::NotRunning { .. })
        ));
        let inbox = Listener::bind(&socket).unwrap().spawn(|| {}).unwrap();
        match Listener::bind(&socket) {
            Err(ForwardError::InUse { .. }) => {}
            other => panic!("a live socket was taken over: {other:?}"),
        }
        send(&socket, &[PathBuf::from("/b.ron")]).unwrap();
        assert_eq!(inbox.take(), vec![vec![PathBuf::from("/b.ron")]]);
        drop(inbox);
        // A plain file under the socket's name is never removed.
        std::fs::write(&socket, "mine").unwrap();
        assert!(matches!(
            Listener::bind(&socket),
            Err(ForwardError::NotASocket { .. })
        ));
        assert_eq!(std::fs::read_to_string(&socket).unwrap(), "mine");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_oversized_or_foreign_message_is_refused_and_nothing_is_opened() {
        let dir = scratch("large");
        let socket = dir.join(SOCKET_FILE);
        let inbox = Listener::bind(&socket).unwrap().spawn(|| {}).unwrap();
        let long = PathBuf::from(format!("/{}", "x".repeat(MESSAGE_MAX)));
        assert!(matches!(
            send(&socket, &[long]),
            Err(ForwardError::TooLarge { .. })
        ));
        // A sender that ignores the limit: the listener stops reading and refuses.
        let mut raw = UnixStream::connect(&socket).unwrap();
        let mut message = format!("{MAGIC}\n").into_bytes();
        message.extend(std::iter::repeat_n(b'/', MESSAGE_MAX + 10));
        // The listener may close before all is written: the write's error is the refusal too.
        let written = raw.write_all(&message).and_then(|()| {
            raw.shutdown(std::net::Shutdown::Write)?;
            let mut answer = String::new();
            raw.read_to_string(&mut answer)?;
            Ok(answer)
        });
        if let Ok(answer) = written {
            assert_eq!(answer, "refused too-large\n");
        }
        for (bytes, word) in [
            (&b"GET / HTTP/1.0\n/a.ron\n"[..], "protocol"),
            (&b"tilewise-open 1\nrelative.ron\n"[..], "bad-path"),
            (&b"tilewise-open 1\n"[..], "bad-path"),
        ] {
            let mut raw = UnixStream::connect(&socket).unwrap();
            raw.write_all(bytes).unwrap();
            raw.shutdown(std::net::Shutdown::Write).unwrap();
            let mut answer = String::new();
            raw.read_to_string(&mut answer).unwrap();
            assert_eq!(answer, format!("refused {word}\n"));
        }
        send(&socket, &[PathBuf::from("/after.ron")]).unwrap();
        assert_eq!(
            next_batch(&inbox),
            vec![vec![PathBuf::from("/after.ron")]],
            "only the good message arrived"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn messages_round_trip_and_unsendable_paths_are_named() {
        let paths = vec![PathBuf::from("/a b/c.ron"), PathBuf::from("/d.ron")];
        assert_eq!(decode(&encode(&paths).unwrap()), Ok(paths));
        for bad in ["relative.ron", "/two\nlines.ron"] {
            assert!(matches!(
                encode(&[PathBuf::from(bad)]),
                Err(ForwardError::Unsendable { .. })
            ));
        }
        assert_eq!(decode(b"tilewise-open 1\n/a\0b\n"), Err(Refusal::BadPath));
        assert_eq!(decode(b"tilewise-open 2\n/a\n"), Err(Refusal::Protocol));
    }

    #[test]
    fn the_socket_is_named_after_the_data_folder() {
        let a = socket_path(Path::new("/home/a/.local/share/tilewise"));
        let b = socket_path(Path::new("/home/b/.local/share/tilewise"));
        assert_ne!(a, b);
        assert_eq!(a, socket_path(Path::new("/home/a/.local/share/tilewise")));
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn idle_connections_never_keep_a_real_sender_waiting() {
        let dir = scratch("idle");
        let socket = dir.join("t.sock");
        let inbox = Listener::bind(&socket).unwrap().spawn(|| {}).unwrap();
        // Held open, sending nothing: each used to cost the next sender a whole read timeout.
        let idle: Vec<UnixStream> = (0..8)
            .map(|_| UnixStream::connect(&socket).unwrap())
            .collect();
        let file = dir.join("game.ron");
        send(&socket, std::slice::from_ref(&file)).expect("served beside the idle ones");
        assert_eq!(next_batch(&inbox), vec![vec![file]]);
        drop(idle);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_sender_that_trickles_is_cut_off_at_the_whole_messages_timeout() {
        let dir = scratch("trickle");
        let socket = dir.join("t.sock");
        let inbox = Listener::bind(&socket).unwrap().spawn(|| {}).unwrap();
        let mut raw = UnixStream::connect(&socket).unwrap();
        let message = encode(&[dir.join("x.ron")]).unwrap();
        let mut answer = String::new();
        for byte in message.iter().cycle() {
            // A byte well within each read's timeout, never the end of the message.
            if raw.write_all(&[*byte]).is_err() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(250));
            raw.set_nonblocking(true).unwrap();
            let mut buf = [0u8; 64];
            if let Ok(n) = raw.read(&mut buf)
                && n > 0
            {
                answer.push_str(&String::from_utf8_lossy(&buf[..n]));
                break;
            }
            raw.set_nonblocking(false).unwrap();
        }
        assert_eq!(answer, "refused timeout\n");
        assert!(inbox.take().is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_socket_open_to_others_or_a_link_to_one_is_sent_nothing() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("foreign");
        let socket = dir.join("t.sock");
        // Someone else's listener where ours would be, open to all.
        let foreign = UnixListener::bind(&socket).unwrap();
        foreign.set_nonblocking(true).unwrap();
        std::fs::set_permissions(&socket, std::fs::Permissions::from_mode(0o666)).unwrap();
        let file = dir.join("secret.ron");
        match send(&socket, std::slice::from_ref(&file)) {
            Err(ForwardError::NotOurs { .. }) => {}
            other => panic!("sent to a socket open to all: {other:?}"),
        }
        assert!(foreign.accept().is_err(), "never even connected");
        // A link to a socket is not the socket our app makes.
        std::fs::set_permissions(&socket, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.join("link.sock");
        std::os::unix::fs::symlink(&socket, &link).unwrap();
        assert!(matches!(
            send(&link, std::slice::from_ref(&file)),
            Err(ForwardError::NotOurs { .. })
        ));
        assert!(foreign.accept().is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

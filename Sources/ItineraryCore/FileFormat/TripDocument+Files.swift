import Foundation

extension TripDocument {
  /// The largest trip file read: 256 MiB, far above any real trip.
  public static let maximumFileSize = 256 << 20

  /// Opens and validates a trip file.
  ///
  /// The file is only read, never written.
  public static func open(atPath path: String) throws(TripFileError) -> TripDocument {
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path, limit: maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    return try TripDocument(bytes: bytes)
  }

  /// Saves `trip` to `path` atomically, and returns the document as saved.
  ///
  /// The bytes go to a new file beside the target, are flushed to the disk,
  /// and then take the target's place in one rename: a crash or a kill leaves
  /// either the old file or the new one, never half of one. On failure
  /// nothing changes on disk.
  ///
  /// A file that is already there keeps its permissions, owner and group.
  /// Where a new file could not keep them (the file belongs to another user
  /// who shares it), or where the file has other names (hard links), the
  /// bytes are written into the file itself instead, after a flushed copy
  /// of them is made beside it; a write that fails puts the old bytes back.
  /// Symbolic links are followed the way the kernel follows them.
  ///
  /// - Parameters:
  ///   - trip: The trip to save, this document's trip moved and edited.
  ///   - path: Where to save it.
  ///   - replacingReadOnlyFile: Whether a file the user may not write (or
  ///     that has no write permission at all) may be replaced. Without it,
  ///     such a file is refused with ``FileAccessError/Reason/readOnlyFile``,
  ///     so that the user can be asked first.
  /// - Returns: The document as saved: the trip and the bytes written.
  /// - Throws: ``SaveError``. A pipe, a device or a socket at `path` is
  ///   refused with ``FileAccessError/Reason/notARegularFile``.
  public func save(
    _ trip: Trip, toPath path: String, replacingReadOnlyFile: Bool = false
  ) throws(SaveError) -> TripDocument {
    let document: TripDocument
    do {
      document = try saved(trip)
    } catch {
      throw .mismatch(error)
    }
    do {
      try FileIO.writeAtomically(
        document.bytes, to: path, replacingReadOnlyFile: replacingReadOnlyFile)
    } catch {
      throw .access(error)
    }
    return document
  }

  /// Whether the file at `path` no longer holds this document's bytes:
  /// another program, or another session, wrote it since it was read or saved.
  ///
  /// A file that is gone, or cannot be read, has not changed: saving there
  /// loses nothing, or fails with its own reason.
  public func hasChangedOnDisk(atPath path: String) -> Bool {
    guard let current = try? FileIO.read(path, limit: TripDocument.maximumFileSize) else {
      return false
    }
    return current != bytes
  }
}

/// Why a save failed.
///
/// Nothing was written.
public enum SaveError: Error, Hashable, Sendable {
  /// The file could not be written.
  case access(FileAccessError)
  /// The trip is not this document's trip.
  case mismatch(DocumentMismatch)
}

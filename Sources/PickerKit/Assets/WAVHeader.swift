/// The sizes a RIFF/WAVE sound's header gives, checked against its file before GStreamer
/// sees it.
///
/// Why: GStreamer plays a WAV whose header claims 4 GB of data to its real end without a
/// warning, so nothing else would notice a header that lies. A file whose RIFF size or
/// chunk sizes run past its end, or that has no `fmt ` chunk before its `data` chunk, is
/// refused, and so is any sound but PCM or floating point (wavparse would hand another
/// codec to whatever decoder is installed).
public struct WAVHeader: Sendable, Equatable {
  /// The bytes of sound the `data` chunk holds.
  public let dataBytes: Int

  /// The header of the sound file `bytes`, or the problem with it.
  public static func read(_ bytes: [UInt8]) throws(AssetError.Problem) -> WAVHeader {
    func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
    func number(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, text(0) == "RIFF", text(8) == "WAVE" else { throw .notWAV }
    let riffEnd = 8 + number(4)
    guard riffEnd <= bytes.count else { throw .lyingHeader(claimed: riffEnd, actual: bytes.count) }
    var at = 12
    var format = false
    while at + 8 <= riffEnd {
      let size = number(at + 4)
      let end = at + 8 + size
      guard end <= riffEnd else { throw .lyingHeader(claimed: size, actual: riffEnd - at - 8) }
      switch text(at) {
      case "fmt ":
        guard size >= 16 else { throw .notWAV }
        // PCM, IEEE float, or the extensible header (GStreamer's wavparse reads its
        // sub-format): nothing else reaches a codec.
        let tag = Int(bytes[at + 8]) | Int(bytes[at + 9]) << 8
        guard [1, 3, 0xFFFE].contains(tag) else { throw .unsupportedSound(format: tag) }
        format = true
      case "data":
        guard format else { throw .notWAV }
        return WAVHeader(dataBytes: size)
      default: break
      }
      at = end + (size & 1)  // chunks are padded to an even size
    }
    throw .notWAV
  }
}

/// A PNG's header and chunk list, read before any decoder sees the bytes: its size is
/// checked against ``ImageLimits`` at once, and what a decoder would do before the first
/// pixel is bounded.
///
/// Why: GdkPixbuf announces a PNG's size (`size-prepared`) only at its first image-data
/// chunk, after it has handled every chunk before it, and libpng inflates each compressed
/// text chunk (zTXt, iTXt) or colour profile (iCCP) up to 8 MB, a thousand of them if
/// asked. An interlaced PNG is refused too: GdkPixbuf reports rows per pass, so a file cut
/// after its first pass would look complete (`ImageDecoder` counts the rows decoded).
public struct PNGHeader: Sendable, Equatable {
  /// The image's width and height in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int

  /// The most text and colour-profile chunks a PNG may hold.
  public static let maximumTextChunks = 16
  /// The most of those that are compressed (each may inflate to 8 MB).
  public static let maximumCompressedChunks = 2

  /// The header of the PNG `bytes`, or why it is refused.
  public static func read(_ bytes: [UInt8]) throws(AssetError.Problem) -> PNGHeader {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func number(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
    func type(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
    guard bytes.count >= 33, Array(bytes[0..<8]) == signature, number(8) == 13,
      type(12) == "IHDR"
    else { throw .undecodable(translatable("it is not a PNG")) }
    let header = PNGHeader(width: number(16), height: number(20))
    if let problem = ImageLimits.check(width: header.width, height: header.height) {
      throw problem
    }
    guard bytes[28] == 0 else { throw .interlaced }
    var text = 0
    var compressed = 0
    var at = 33
    // Chunks: length, type, data, CRC. A chunk that runs past the end is left to the
    // decoder, which then stops short (and the rows it decoded say so).
    while at + 8 <= bytes.count {
      let length = number(at)
      switch type(at + 4) {
      case "tEXt": text += 1
      case "zTXt", "iCCP":
        text += 1
        compressed += 1
      case "iTXt":
        text += 1
        if at + 8 + length <= bytes.count, let keyEnd = bytes[(at + 8)...].firstIndex(of: 0),
          keyEnd + 1 < bytes.count, bytes[keyEnd + 1] != 0
        {
          compressed += 1
        }
      case "IEND": return header
      default: break
      }
      guard text <= maximumTextChunks, compressed <= maximumCompressedChunks else {
        throw .tooManyTextChunks(limit: maximumTextChunks)
      }
      at += 12 + length
    }
    return header
  }
}

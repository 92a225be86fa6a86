import Foundation
import PickerKit
import Testing

/// The bounds read from a file's header before any decoder: `PNGHeader` and `WAVHeader`
/// (issue 22; docs/RELIABILITY.md).
@Suite("Asset headers")
struct HeaderTests {
  /// A PNG's signature, IHDR of `width` × `height` (interlaced or not), then `chunks`
  /// (type, data) and IEND; CRCs are zero (the header reader does not check them).
  private func png(
    _ width: Int, _ height: Int, interlaced: Bool = false, chunks: [(String, [UInt8])] = []
  ) -> [UInt8] {
    func be(_ value: Int) -> [UInt8] {
      (0..<4).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      be(data.count) + bytes(type) + data + be(0)
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, interlaced ? 1 : 0])
      + chunks.flatMap { chunk($0.0, $0.1) } + chunk("IEND", [])
  }

  @Test(arguments: ["apple.png", "bear.png", "cherry.png", "crown.png", "lemon.png"])
  func theShippedPNGsPass(name: String) throws {
    let file = Array(try Data(contentsOf: assets.appendingPathComponent(name)))
    let header = try PNGHeader.read(file)
    #expect(header.width == 128 && header.height == 128)
  }

  @Test func pngHeadersAreBoundedBeforeAnyDecoder() throws {
    #expect(try PNGHeader.read(png(300, 200)).width == 300)
    #expect(throws: AssetError.Problem.tooManyPixels(width: 25000, height: 25000)) {
      try PNGHeader.read(self.png(25000, 25000))
    }
    #expect(throws: AssetError.Problem.interlaced) {
      try PNGHeader.read(self.png(64, 64, interlaced: true))
    }
    let text = (0..<17).map { ("tEXt", bytes("k\($0)\u{0}v")) }
    #expect(throws: AssetError.Problem.tooManyTextChunks(limit: 16)) {
      try PNGHeader.read(self.png(64, 64, chunks: text))
    }
    let compressed = (0..<3).map { _ in ("zTXt", bytes("k\u{0}\u{0}xx")) }
    #expect(throws: AssetError.Problem.tooManyTextChunks(limit: 16)) {
      try PNGHeader.read(self.png(64, 64, chunks: compressed))
    }
    #expect(throws: Never.self) {
      try PNGHeader.read(self.png(64, 64, chunks: Array(compressed.prefix(2))))
    }
    #expect(throws: AssetError.Problem.undecodable("it is not a PNG")) {
      try PNGHeader.read(bytes("GIF89a and more bytes than a header needs"))
    }
  }

  @Test(arguments: ["crunch.wav", "win.wav", "tick.wav"])
  func theShippedSoundsPass(name: String) throws {
    let data = Array(try Data(contentsOf: assets.appendingPathComponent(name)))
    let header = try WAVHeader.read(data)
    #expect(header.dataBytes == data.count - 44)
  }

  private func wav(riff: Int? = nil, data: Int? = nil, samples: Int = 100, format: Bool = true)
    -> [UInt8]
  {
    func le(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    let fmt: [UInt8] = [1, 0, 1, 0] + le(44100) + le(88200) + [2, 0, 16, 0]
    let body =
      bytes("WAVE") + (format ? bytes("fmt ") + le(16) + fmt : [])
      + bytes("data") + le(data ?? samples * 2) + [UInt8](repeating: 0, count: samples * 2)
    return bytes("RIFF") + le(riff ?? body.count) + body
  }

  @Test func honestAndLyingHeaders() throws {
    #expect(try WAVHeader.read(wav()).dataBytes == 200)
    #expect(throws: AssetError.Problem.lyingHeader(claimed: 0xFFFF_FFF0 + 8, actual: 244)) {
      try WAVHeader.read(self.wav(riff: 0xFFFF_FFF0))
    }
    #expect(throws: AssetError.Problem.lyingHeader(claimed: 0xFFFF_FFCC, actual: 200)) {
      try WAVHeader.read(self.wav(data: 0xFFFF_FFCC))
    }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(self.wav(format: false)) }
    var mp3 = wav()
    mp3[20] = 0x55  // format tag 0x55: MPEG layer 3
    #expect(throws: AssetError.Problem.unsupportedSound(format: 0x55)) { try WAVHeader.read(mp3) }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(bytes("RIFF\0\0\0\0")) }
    #expect(throws: AssetError.Problem.notWAV) { try WAVHeader.read(bytes("not a sound at all")) }
  }

  @Test func aLyingHeaderNamesBothSizes() {
    let error = AssetError(
      file: "a/tick.wav", problem: .lyingHeader(claimed: 4_294_967_288, actual: 8864))
    #expect(
      error.description
        == "tick.wav is damaged: its header gives 4294967288 bytes, the file holds 8864")
  }
}

extension PropertyListReader {
  /// The UTF-8 of a UTF-16 document, or nil when `data` is not one. A UTF-16 document
  /// begins with a byte-order mark (FE FF, FF FE) or, without one, with `<?` in UTF-16
  /// (00 3C 00 3F, 3C 00 3F 00), as XML's appendix F tells them apart. Two bytes of UTF-16
  /// make at most three of UTF-8, so the text is at most one and a half times the file.
  static func utf8(fromUTF16 data: [UInt8]) throws(PropertyListSyntaxError) -> [UInt8]? {
    let bigEndian: Bool
    let start: Int
    if data.starts(with: [0xFE, 0xFF]) {
      (bigEndian, start) = (true, 2)
    } else if data.starts(with: [0xFF, 0xFE]) {
      (bigEndian, start) = (false, 2)
    } else if data.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
      (bigEndian, start) = (true, 0)
    } else if data.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
      (bigEndian, start) = (false, 0)
    } else {
      return nil
    }
    let units = (data.count - start) / 2
    var utf8: [UInt8] = []
    utf8.reserveCapacity(units)
    let surrogate = data.withUnsafeBufferPointer { buffer -> UTF16Text.LoneSurrogate? in
      do throws(UTF16Text.LoneSurrogate) {
        try UTF16Text.append(buffer, from: start, units: units, bigEndian: bigEndian, to: &utf8)
        return nil
      } catch { return error }
    }
    // The line is the one the UTF-8 reached, as the XML reader counts them.
    let line = 1 + utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    if let surrogate {
      throw PropertyListSyntaxError(line: line, reason: XMLText.notAllowed(surrogate.code))
    }
    guard (data.count - start) % 2 == 0 else {
      throw PropertyListSyntaxError(
        line: line, reason: Message("the UTF-16 text ends in half a character"))
    }
    return utf8
  }
}

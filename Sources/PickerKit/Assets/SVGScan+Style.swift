extension SVGScan.Reader {
  /// The text of a `<style>` element, whose start tag ends at `at`, as CSS reads it:
  /// references and imports are refused, since what they apply to (by selector) is not
  /// counted. The sheet is its text up to the end tag: CDATA sections as written, the rest
  /// with its character references decoded, comments left out (a `</` inside a CDATA
  /// section does not end it), then its CSS escapes decoded (`u\72l(` is `url(`).
  func checkStyleSheet() throws(SVGScan.Refusal) {
    var sheet: [UInt8] = []
    var index = at
    while index < bytes.count {
      let lt = next(UInt8(ascii: "<"), from: index) ?? bytes.count
      sheet += Self.decoded(bytes[index..<lt])
      guard lt < bytes.count, !matches("</", at: lt) else { break }
      if matches("<![CDATA[", at: lt) {
        let close = end(of: "]]>", from: lt + 9)
        sheet += bytes[(lt + 9)..<max(lt + 9, close - 3)]
        index = close
      } else if matches("<!--", at: lt) {
        index = end(of: "-->", from: lt + 4)
      } else {
        index = end(of: ">", from: lt + 1)
      }
    }
    let css = Self.cssUnescaped(sheet)
    if Self.find("url(", in: css, from: 0) != nil || Self.find("@import", in: css, from: 0) != nil {
      throw .styleSheetReference
    }
  }

  /// The ids of every `url(#id)` in an attribute's value (a fill, a filter, a style), its
  /// CSS escapes decoded; a `url(` to anything else, or an `@import`, is refused.
  static func urls(in value: String) throws(SVGScan.Refusal) -> [String] {
    let bytes = cssUnescaped(Array(value.utf8))
    guard find("@import", in: bytes, from: 0) == nil else { throw .outsideReference }
    var ids: [String] = []
    var index = 0
    while let open = find("url(", in: bytes, from: index) {
      index = open + 4
      while index < bytes.count, [0x20, 0x22, 0x27].contains(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else {
        throw .outsideReference
      }
      let start = index + 1
      index = start
      while index < bytes.count, ![0x29, 0x20, 0x22, 0x27].contains(bytes[index]) { index += 1 }
      ids.append(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    return ids
  }

  /// `raw` with its character references and the five XML entities decoded, as the XML
  /// parser hands text to librsvg (`&#100;ata:` is `data:`); left as written when it holds
  /// a reference XML refuses (librsvg then refuses the file).
  static func decoded(_ raw: ArraySlice<UInt8>) -> [UInt8] {
    guard raw.contains(UInt8(ascii: "&")) else { return Array(raw) }
    let text = raw.withUnsafeBufferPointer { buffer in try? XMLText.decode(buffer) }
    return text.map { Array($0.utf8) } ?? Array(raw)
  }

  /// `css` with its escapes decoded as a CSS tokenizer decodes them: `\` and one to six hex
  /// digits (and one white space after them) is that character, `\` and a line break is
  /// nothing, `\` and any other character is that character.
  static func cssUnescaped(_ css: [UInt8]) -> [UInt8] {
    guard css.contains(UInt8(ascii: "\\")) else { return css }
    var out: [UInt8] = []
    out.reserveCapacity(css.count)
    var index = 0
    while index < css.count {
      let byte = css[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < css.count else {
        out.append(byte)
        continue
      }
      var code: UInt32 = 0
      var digits = 0
      while digits < 6, index < css.count, let digit = hexValue(css[index]) {
        code = code * 16 + digit
        digits += 1
        index += 1
      }
      if digits > 0 {
        if index < css.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(css[index]) { index += 1 }
        let scalar = Unicode.Scalar(code).flatMap { code == 0 ? nil : $0 } ?? "\u{FFFD}"
        out += Array(String(Character(scalar)).utf8)
      } else if [0x0A, 0x0C, 0x0D].contains(css[index]) {
        index += 1
      } else {
        out.append(css[index])
        index += 1
      }
    }
    return out
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}

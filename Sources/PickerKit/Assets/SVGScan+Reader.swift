extension SVGScan {
  /// One pass over the bytes: markup is skipped (comments, CDATA, declarations), tags open
  /// and close elements, and a processing instruction but the leading XML declaration is
  /// refused.
  struct Reader {
    let bytes: [UInt8]
    var at = 0
    var deepest = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func read(into tree: inout Tree) throws(Refusal) {
      try checkText()
      let start = at
      var open: [Int] = []
      while let lt = next(UInt8(ascii: "<"), from: at) {
        at = lt
        if starts(with: "<?") {
          // Only the XML declaration, and only first: any other instruction, above all
          // `<?xml-stylesheet?>`, brings what the drawing does not hold.
          guard at == start, starts(with: "<?xml"), at + 5 < bytes.count,
            [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[at + 5])
          else { throw .processingInstruction }
          at = end(of: "?>", from: at + 2)
        } else if starts(with: "<!--") {
          at = end(of: "-->", from: at + 4)
        } else if starts(with: "<![CDATA[") {
          at = end(of: "]]>", from: at + 9)
        } else if starts(with: "<!") {
          try skipDeclaration()
        } else if starts(with: "</") {
          _ = open.popLast()
          at = end(of: ">", from: at + 2)
        } else {
          let (name, id, references, closed) = try tag()
          guard !name.isEmpty else { continue }
          guard name != "image" && name != "feimage" else { throw .embeddedImage }
          guard name != "include" else { throw .outsideReference }
          let element = tree.parents.count
          guard element < SVGScan.maximumElements else {
            throw .tooManyElements(limit: SVGScan.maximumElements)
          }
          guard open.count < SVGScan.maximumDepth else {
            throw .tooDeep(limit: SVGScan.maximumDepth)
          }
          deepest = max(deepest, open.count + 1)
          tree.parents.append(open.last ?? -1)
          if let id, tree.ids[id] == nil { tree.ids[id] = element }
          if !references.isEmpty { tree.references[element] = references }
          if !closed { open.append(element) }
          if name == "style" && !closed { try checkStyleSheet() }
        }
      }
    }

    /// A `<!DOCTYPE …>` with its internal subset in brackets; entities are refused.
    private mutating func skipDeclaration() throws(Refusal) {
      var brackets = 0
      var index = at + 2
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "["): brackets += 1
        case UInt8(ascii: "]"): brackets -= 1
        case UInt8(ascii: "<") where matches("<!ENTITY", at: index): throw .entities
        case UInt8(ascii: ">") where brackets <= 0:
          at = index + 1
          return
        default: break
        }
        index += 1
      }
      at = bytes.count
    }

    /// SVG text begins with `<` (after a UTF-8 byte-order mark and white space): gzip's
    /// bytes or UTF-16's would hide every tag from this scan, yet librsvg reads both.
    private mutating func checkText() throws(Refusal) {
      if matches("\u{FEFF}", at: 0) { at = 3 }
      skipSpace()
      guard at < bytes.count, bytes[at] == UInt8(ascii: "<") else { throw .notText }
    }

    /// A start tag at `at`: its lower-cased local name, its `id`, the ids it refers to
    /// (its `href`, or else its `xlink:href`, as librsvg prefers them, and every
    /// `url(#…)` in its attributes), and whether it closes itself; `at` moves past it. A
    /// reference outside the file is refused.
    private mutating func tag() throws(Refusal) -> (
      name: String, id: String?, references: [String], closed: Bool
    ) {
      at += 1
      let name = String(decoding: word(), as: UTF8.self)
      let local = name.split(separator: ":").last.map { $0.lowercased() } ?? ""
      var id: String?
      var href: String?
      var prefixedHref: String?
      var references: [String] = []
      func result(_ closed: Bool) throws(Refusal) -> (
        name: String, id: String?, references: [String], closed: Bool
      ) {
        // An image is refused as one, whatever it refers to.
        guard local != "image" && local != "feimage" else { throw .embeddedImage }
        if let link = href ?? prefixedHref {
          guard link.first == "#" else { throw .outsideReference }
          references.append(String(link.dropFirst()))
        }
        return (local, id, references, closed)
      }
      while at < bytes.count {
        let byte = bytes[at]
        if byte == UInt8(ascii: ">") {
          at += 1
          return try result(false)
        }
        if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") {
          at += 2
          return try result(true)
        }
        if isNameByte(byte) {
          let attribute = String(decoding: word(), as: UTF8.self)
          skipSpace()
          guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { continue }
          at += 1
          skipSpace()
          guard let value = quoted() else { continue }
          if attribute == "id" { id = value }
          if attribute == "href" { href = value }
          if attribute.hasSuffix(":href") && prefixedHref == nil { prefixedHref = value }
          if local != "image" && local != "feimage" { references += try Self.urls(in: value) }
        } else {
          at += 1
        }
      }
      return try result(false)
    }

    /// Where `pattern` (lower-case ASCII) next starts in `bytes` from `index`, in any case.
    static func find(_ pattern: StaticString, in bytes: [UInt8], from index: Int) -> Int? {
      let count = pattern.utf8CodeUnitCount
      guard count > 0, bytes.count >= count, index <= bytes.count - count else { return nil }
      return pattern.withUTF8Buffer { pattern in
        (index...(bytes.count - count)).first { start in
          (0..<count).allSatisfy { bytes[start + $0] | 0x20 == pattern[$0] | 0x20 }
        }
      }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "."), 0x80...0xFF:
        true
      default: false
      }
    }

    private mutating func word() -> ArraySlice<UInt8> {
      let start = at
      while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
      return bytes[start..<at]
    }

    private mutating func skipSpace() {
      while at < bytes.count,
        bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D
      {
        at += 1
      }
    }

    /// A quoted attribute value, its character references decoded (as librsvg reads it);
    /// `at` moves past its closing quote.
    private mutating func quoted() -> String? {
      guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'")
      else { return nil }
      let quote = bytes[at]
      let start = at + 1
      guard let close = next(quote, from: start) else {
        at = bytes.count
        return nil
      }
      at = close + 1
      return String(decoding: Self.decoded(bytes[start..<close]), as: UTF8.self)
    }

    func next(_ byte: UInt8, from index: Int) -> Int? {
      index < bytes.count ? bytes[index...].firstIndex(of: byte) : nil
    }

    func matches(_ text: StaticString, at index: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return text.withUTF8Buffer { pattern in
        (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
      }
    }

    func starts(with text: StaticString) -> Bool { matches(text, at: at) }

    /// The index just past the next `text` from `index`, or the end of the bytes.
    func end(of text: StaticString, from index: Int) -> Int {
      var index = index
      let first = text.withUTF8Buffer { $0[0] }
      while let found = next(first, from: index) {
        if matches(text, at: found) { return found + text.utf8CodeUnitCount }
        index = found + 1
      }
      return bytes.count
    }
  }
}

import PickerKit
import Testing

/// A digest tells a few problems of a kind in full and counts the rest.
@Suite("Problem digest")
struct ProblemDigestTests {
  @Test("5,000 problems of one kind: three told, one line of count")
  func oneKind() {
    var digest = ProblemDigest(examples: 3)
    var told: [String] = []
    for row in 0..<5_000 {
      if let line = digest.record("animal\(row).png is missing", kind: "missing images") {
        told.append(line)
      }
    }
    #expect(told == ["animal0.png is missing", "animal1.png is missing", "animal2.png is missing"])
    #expect(digest.hasCounted)
    #expect(digest.summary() == ["… and 4,997 more missing images"])
    #expect(!digest.hasCounted)
    #expect(digest.summary().isEmpty)
  }

  @Test("kinds are counted apart, in the order first met")
  func kindsApart() {
    var digest = ProblemDigest(examples: 1)
    var told = 0
    for row in 0..<1_000 {
      let kind = row % 2 == 0 ? "missing images" : "images too large"
      if digest.record("row \(row)", kind: kind) != nil { told += 1 }
    }
    #expect(told == 2)
    #expect(
      digest.summary() == ["… and 499 more missing images", "… and 499 more images too large"])
  }

  @Test("a later burst of a kind already told is counted only")
  func laterBurst() {
    var digest = ProblemDigest(examples: 2)
    _ = digest.record("a", kind: "k")
    _ = digest.record("b", kind: "k")
    #expect(digest.summary().isEmpty)
    #expect(digest.record("c", kind: "k") == nil)
    #expect(digest.summary() == ["… and 1 more k"])
  }

  @Test(
    "counts read with grouped digits",
    arguments: [
      (1, "1"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"),
    ])
  func groupedCounts(_ count: Int, _ text: String) {
    var digest = ProblemDigest(examples: 0)
    for _ in 0..<count { _ = digest.record("x", kind: "k") }
    #expect(digest.summary() == ["… and \(text) more k"])
  }
}

/// Type-erases a random number generator so a model can store any one given to `init`.
package struct AnyRandom: RandomNumberGenerator {
  package var base: any RandomNumberGenerator

  package init(base: any RandomNumberGenerator) { self.base = base }

  package mutating func next() -> UInt64 { base.next() }
}

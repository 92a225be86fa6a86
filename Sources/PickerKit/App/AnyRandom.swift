/// Type-erases a random number generator so a model can store any one given to `init`.
struct AnyRandom: RandomNumberGenerator {
  var base: any RandomNumberGenerator

  mutating func next() -> UInt64 { base.next() }
}

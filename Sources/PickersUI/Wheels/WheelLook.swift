import Glibc

/// How a picker's wheels are drawn: as iOS draws a `UIPickerView` since iOS 7, a drum seen
/// from the front, whose rows tilt away and shrink toward its top and bottom.
///
/// The drum's radius is `diameterRatio × height / 2`. A row whose centre is `s` pixels from
/// the band, measured along the drum, sits at the angle `θ = s / R` and is drawn centred
/// `R·sin θ / (1 + p·R·(1 − cos θ))` pixels from the wheel's middle, `p` being the
/// `perspective`, with its height (and, through the perspective, its width) scaled by the
/// derivative of that mapping: `cos θ` without perspective. This is Flutter's
/// `ListWheelViewport` with its cylindrical projection. Rows past the drum's silhouette
/// (where they would face away) are not drawn.
///
/// ![Three looks of the Single page's wheel: the drum, magnified, flat](wheel-looks.png)
///
/// The height is the drum the wheel draws: 216 px for a standard wheel of 32 px rows, or
/// its compact 180 or 162 px when the window gives it less (``PickerWidget``). The look is
/// the same at each; the compact drum's radius is smaller, so fewer rows are in view.
///
/// Rows outside the band are drawn at `outerOpacity`; the band's row at full strength,
/// magnified `magnification` times about the wheel's middle (the Date page's wheels use
/// 1.12, as Flutter's date picker does). ``flat`` (an infinite diameter, opacity 1,
/// magnification 1) draws the rows as a flat list.
public struct WheelLook: Equatable, Sendable {
  /// The drum's diameter as a multiple of the wheel's height: more than 1 (with little
  /// perspective the drum then reaches the wheel's edges), `.infinity` for a flat wheel.
  public var diameterRatio: Double
  /// The perspective, per pixel, 0 to ``maximumPerspective``: 0 is an orthographic view,
  /// larger values a closer eye, so rows away from the band shrink faster and narrow.
  public var perspective: Double
  /// How much the band's row is enlarged, 1.0 to 1.5.
  public var magnification: Double
  /// The strength (opacity) of the rows outside the band, 0 to 1; under a high-contrast
  /// theme a wheel draws them at 0.75 at least.
  public var outerOpacity: Double

  /// A look; out-of-range values are clamped when a picker takes it (``validated()``).
  public init(
    diameterRatio: Double = 1.07, perspective: Double = 0.001, magnification: Double = 1,
    outerOpacity: Double = 0.45
  ) {
    self.diameterRatio = diameterRatio
    self.perspective = perspective
    self.magnification = magnification
    self.outerOpacity = outerOpacity
  }

  /// iOS's picker: a diameter of 1.07 × the height, a slight perspective, rows outside
  /// the band at 45 %.
  public static let drum = WheelLook()
  /// A flat list: rows keep their height to the edges, all at full strength.
  public static let flat = WheelLook(
    diameterRatio: .infinity, perspective: 0, magnification: 1, outerOpacity: 1)

  /// The largest perspective a picker takes (Flutter's bound): beyond it the eye is so
  /// close that the drum's silhouette closes in on the band's row.
  public static let maximumPerspective = 0.01
  /// The smallest diameter ratio a picker takes.
  public static let minimumDiameterRatio = 1.01
  /// The magnifications a picker takes.
  public static let magnifications = 1.0...1.5

  /// This look with `magnification` for the band's row.
  public func magnified(_ magnification: Double) -> WheelLook {
    var look = self
    look.magnification = magnification
    return look
  }

  /// The look clamped to what a wheel can draw, and what was clamped, in words: a diameter
  /// ratio of 1 or less (or NaN), a perspective outside 0…``maximumPerspective``, a
  /// magnification outside ``magnifications`` or an opacity outside 0…1. NaN takes the
  /// default.
  public func validated() -> (look: WheelLook, problems: [String]) {
    var look = self
    var problems: [String] = []
    if diameterRatio.isNaN || diameterRatio <= 1 {
      look.diameterRatio = diameterRatio.isNaN ? Self.drum.diameterRatio : Self.minimumDiameterRatio
      problems.append("diameter ratio \(diameterRatio) (must be more than 1)")
    }
    if !(0...Self.maximumPerspective).contains(perspective) {
      look.perspective =
        perspective.isNaN
        ? Self.drum.perspective : min(max(perspective, 0), Self.maximumPerspective)
      problems.append("perspective \(perspective) (must be 0 to \(Self.maximumPerspective))")
    }
    if !Self.magnifications.contains(magnification) {
      look.magnification =
        magnification.isNaN
        ? 1
        : min(max(magnification, Self.magnifications.lowerBound), Self.magnifications.upperBound)
      problems.append("magnification \(magnification) (must be 1.0 to 1.5)")
    }
    if !(0...1).contains(outerOpacity) {
      look.outerOpacity = outerOpacity.isNaN ? Self.drum.outerOpacity : min(max(outerOpacity, 0), 1)
      problems.append("opacity \(outerOpacity) (must be 0 to 1)")
    }
    return (look, problems)
  }
}

/// Where a drum of a given look draws its rows: the projection of ``WheelLook`` for a wheel
/// `height` pixels tall, and its inverse (for clicks).
public struct DrumProjection: Equatable, Sendable {
  /// The drum's radius in pixels (`.infinity` for a flat wheel).
  public let radius: Double
  /// The perspective, per pixel.
  public let perspective: Double
  /// The angle of the drum's silhouette as seen by the eye: rows beyond it are not drawn.
  public let silhouette: Double

  /// The projection of `look` on a wheel `height` pixels tall.
  public init(look: WheelLook, height: Double) {
    radius = look.diameterRatio * height / 2
    perspective = look.perspective
    let pr = perspective * radius
    // The eye is 1/p from the drum's front: the lines of sight touch the drum where
    // cos θ = pR / (1 + pR).
    silhouette = radius.isInfinite ? .infinity : (pr > 0 ? acos(pr / (1 + pr)) : .pi / 2)
  }

  /// Whether the wheel is flat (an infinite radius).
  public var isFlat: Bool { radius.isInfinite }

  private func denominator(_ theta: Double) -> Double {
    1 + perspective * radius * (1 - cos(theta))
  }

  /// Where the centre of a row `s` pixels along the drum from the band is drawn: pixels
  /// from the wheel's middle (positive below); nil when it is past the silhouette.
  public func position(_ s: Double) -> Double? {
    if isFlat { return s }
    let theta = s / radius
    guard abs(theta) < silhouette else { return nil }
    return radius * sin(theta) / denominator(theta)
  }

  /// How much a row `s` pixels along the drum from the band is scaled vertically: the
  /// derivative of ``position(_:)`` (cos θ without perspective).
  public func verticalScale(_ s: Double) -> Double {
    if isFlat { return 1 }
    let theta = s / radius
    let d = denominator(theta)
    let pr = perspective * radius
    let sine = sin(theta)
    return (cos(theta) * d - pr * sine * sine) / (d * d)
  }

  /// How much a row `s` pixels along the drum from the band is narrowed by the perspective.
  public func horizontalScale(_ s: Double) -> Double {
    isFlat ? 1 : 1 / denominator(s / radius)
  }

  /// The furthest a drawn row's centre gets from the middle, pixels.
  public var reach: Double {
    isFlat ? .infinity : radius * sin(silhouette) / denominator(silhouette)
  }

  /// The point along the drum drawn `y` pixels from the middle (the inverse of
  /// ``position(_:)``), or nil beyond the drum's silhouette.
  public func inverse(_ y: Double) -> Double? {
    if isFlat { return y }
    guard abs(y) <= reach else { return nil }
    // position is odd and increasing on (−silhouette, silhouette): bisect.
    var low = 0.0
    var high = silhouette * radius
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if (position(mid) ?? .infinity) < abs(y) { low = mid } else { high = mid }
    }
    let s = (low + high) / 2
    return y < 0 ? -s : s
  }
}

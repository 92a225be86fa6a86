/// How large a row image may be, in the pixels its decoder would make, checked when the
/// decoder has read the image's size and before it allocates anything (GdkPixbuf's
/// `size-prepared`).
///
/// A PNG is decoded at its own size and then scaled to its row, so its own size counts; an
/// SVG is drawn at its row's size, so that size counts. The bounds keep one decode within
/// 32 MiB (8 megapixels of 4 bytes) and refuse both kinds of hostile file: a 1.8 MB PNG of
/// 25000 × 25000 pixels (1.9 GB decoded) and a strip 400000 pixels wide. Honest row images
/// are far inside them: the shipped ones are 128 × 128, a reel's row at 3× is 288 pixels
/// tall, and a photograph of 4000 × 2000 pixels still loads.
public enum ImageLimits {
  /// The largest image file read, in bytes (the shipped ones are 5–25 KB).
  public static let maximumFileSize = 4 * 1024 * 1024
  /// The most pixels an image may have on either side.
  public static let maximumSide = 8192
  /// The most pixels an image may have in all (8 megapixels: 32 MiB decoded).
  public static let maximumPixels = 8 * 1024 * 1024

  /// Whether an image of `width` × `height` pixels may be decoded; nil if so, else the
  /// problem to report.
  public static func check(width: Int, height: Int) -> AssetError.Problem? {
    guard width > 0, height > 0 else { return .undecodable(translatable("it has no pixels")) }
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      return .tooManyPixels(width: width, height: height)
    }
    return nil
  }
}

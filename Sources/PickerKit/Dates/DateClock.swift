/// Which clock a date picker's hours follow.
public enum DateClock: Sendable, Equatable {
  /// The locale's (glibc's `T_FMT`).
  case locale
  /// 12 hours and AM/PM, whatever the locale (GNOME's `clock-format` "12h").
  case twelveHour
  /// 0–23, whatever the locale (`clock-format` "24h").
  case twentyFourHour
}

import CGtk
import PickerKit
import PickersUI

/// The local clock and a locale-aware date format, from GLib's `GDateTime`.
enum LocalDate {
  /// Now, in the local time zone.
  static func now() -> CivilDateTime {
    guard let now = g_date_time_new_now_local() else { return CivilDateTime.now() }
    defer { g_date_time_unref(now) }
    return CivilDateTime(
      year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)),
      day: Int(g_date_time_get_day_of_month(now)), hour: Int(g_date_time_get_hour(now)),
      minute: Int(g_date_time_get_minute(now)))
  }

  /// "Sunday, November 29, 2026 at 9:32 PM" in English; translators reorder the format.
  static func format(_ date: CivilDateTime) -> String {
    guard
      let value = g_date_time_new_local(
        gint(date.year), gint(date.month), gint(date.day), gint(date.hour), gint(date.minute), 0)
    else { return EnglishCalendar.format(date) }
    defer { g_date_time_unref(value) }
    // Translators: a date and time, see g_date_time_format(); e.g. "Sunday, November 29,
    // 2026 at 9:32 PM".
    guard let text = g_date_time_format(value, tr("%A, %B %-d, %Y at %-l:%M %p")) else {
      return EnglishCalendar.format(date)
    }
    defer { g_free(text) }
    return String(cString: text)
  }
}

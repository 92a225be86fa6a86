"""The window's pages, in tab order, and what each shows: the one table the end-to-end
tests share, so that they find a tab by its page, never by its position. A new page is one
row here (HACKING.md, "Adding a page")."""
from collections import namedtuple

# name: the `--page` value (PickerPage's case); tab: its English title; tabs: its title in
# each catalogue's language; wheels: the wheels a person turns, left to right (under the C
# locale's 24-hour clock: the Date page has no AM/PM wheel; the Custom page's reels turn
# only by Spin); button: the frame's button; alert: a regular expression the title of the
# alert it opens matches, whatever the rows; data: the data file it reads, or None.
Page = namedtuple("Page", "name tab tabs wheels button alert data")

PAGES = [
    Page("date", "Date", {"zh_TW": "日期", "zh_CN": "日期"}, ["Date", "Hour", "Minute"],
         "Select", r"Date and Time Selected", None),
    Page("single", "Single", {"zh_TW": "單轉輪", "zh_CN": "单滚轮"}, ["Character"],
         "Select", r"You selected .+!", "characters.plist"),
    Page("double", "Double", {"zh_TW": "雙轉輪", "zh_CN": "双滚轮"}, ["Filling", "Bread"],
         "Select", r"Thank you for your order", "sandwiches.plist"),
    Page("dependent", "Dependent", {"zh_TW": "相依", "zh_CN": "依赖性滚轮"},
         ["State", "Zip code"], "Select", r"You selected zip code \d+\.|No zip code selected",
         "statedictionary.plist"),
    Page("custom", "Custom", {"zh_TW": "自訂", "zh_CN": "自定义"}, [], "Spin", r"WINNER!",
         "slotsymbols.plist"),
]

TABS = [page.tab for page in PAGES]


def page(name):
    """The page called `name` (a `--page` value) or titled `name` (its English tab)."""
    return next(p for p in PAGES if name in (p.name, p.tab))

"""End-to-end: the whole app in Traditional Chinese (zh_TW) and Simplified Chinese (zh_CN),
the languages of the seeds' readers in Taiwan and mainland China. Each test runs the real
window in a locale it generates, with the catalogues `make translations` compiles into
.build/locale, and reads every text through AT-SPI: the window title, the tabs, each page's
button, wheel and alert, the menu, the Animal Chooser and the Meal Picker."""
import pytest

from conftest import in_locale
from driver import expect, extents, wait_for
from pages import PAGES

# What each language shows. Where Traditional and Simplified characters differ, the two
# columns differ (路克/卢克, 單轉輪/单滚轮, 選擇/选择); test_the_two_languages_differ checks it.
# (One table per language, key for key: `duplicates` sees the same shape twice, by design.)
TEXTS = {
    "zh_TW": {
        "title": "挑選器",
        "select": "選擇",
        "spin": "轉動",
        "menu": "主選單",
        "characters": ["路克", "莉亞", "韓", "丘巴卡", "阿圖", "三皮歐", "藍道"],
        "single_alert": ("你選擇了莉亞！", "感謝你的選擇。", "不客氣"),
        "fillings": ("餡料", "火腿"),
        "breads": ("麵包", "裸麥麵包"),
        "double_alert": ("感謝你的訂購", "你點的裸麥麵包夾火腿馬上就來。", "太好了！"),
        "state_wheels": ("州名", "郵遞區號"),
        "dependent_alert": ("你選擇了郵遞區號 82001。", "82001 位於 Wyoming", "確定"),
        "date_wheels": ["時", "分"],
        "today": "今天",
        "date_alert": ("已選擇日期與時間", "你選擇的日期與時間是 ", "讚！"),
        "reel": "轉輪 1",
        "symbols": ["七", "BAR", "皇冠", "櫻桃", "檸檬", "蘋果"],
        "win": "中獎了！",
        "counts": ["三個", "四個", "五個"],
        "in_a_row": "連成一線！",
        "spin_again": "再轉一次",
        "animal_menu": "動物選擇器(N)",
        "animal_window": "動物選擇器",
        "choose_animal": "選擇動物",
        "chooser": "選一隻動物",
        "animals": ("動物", ["老鼠", "鵝", "貓", "狗", "蛇", "熊", "豬"]),
        "first_sentence": "你還沒有改變任何東西（老鼠，聲音「齁齁」）",
        "cat_sentence": "你改變了動物（貓，聲音「齁齁」）",
        "done": "完成",
        "meal_menu": "餐點挑選器(M)",
        "meal_window": "餐點挑選器",
        "courses": ["水果", "主餐", "飲料"],
        "first_meal": ["蘋果", "炒飯", "水"],
        "random": "隨機",
    },
    "zh_CN": {
        "title": "选取器",
        "select": "选择",
        "spin": "转动",
        "menu": "主菜单",
        "characters": ["卢克", "莱娅", "汉", "丘巴卡", "阿图", "三皮欧", "兰多"],
        "single_alert": ("您选择了莱娅！", "感谢您的选择。", "不客气"),
        "fillings": ("馅料", "火腿"),
        "breads": ("面包", "黑麦面包"),
        "double_alert": ("感谢您的订购", "您点的黑麦面包夹火腿马上送到！", "太好了！"),
        "state_wheels": ("州", "邮编"),
        "dependent_alert": ("您选择了邮编 82001。", "82001 位于 Wyoming", "确定"),
        "date_wheels": ["时", "分"],
        "today": "今天",
        "date_alert": ("已选择日期和时间", "您选择的日期和时间是 ", "没错"),
        "reel": "滚轮 1",
        "symbols": ["七", "BAR", "皇冠", "樱桃", "柠檬", "苹果"],
        "win": "中奖了！",
        "counts": ["三个", "四个", "五个"],
        "in_a_row": "连成一线！",
        "spin_again": "再转一次",
        "animal_menu": "动物选择器(N)",
        "animal_window": "动物选择器",
        "choose_animal": "选择动物",
        "chooser": "选一只动物",
        "animals": ("动物", ["老鼠", "鹅", "猫", "狗", "蛇", "熊", "猪"]),
        "first_sentence": "您还没有更改任何东西（老鼠，声音“哼哼”）",
        "cat_sentence": "您更改了动物（猫，声音“哼哼”）",
        "done": "完成",
        "meal_menu": "餐食选取器(M)",
        "meal_window": "餐食选取器",
        "courses": ["水果", "主菜", "饮料"],
        "first_meal": ["苹果", "炒饭", "水"],
        "random": "随机",
    },
}
LANGUAGES = list(TEXTS)


@pytest.fixture(params=LANGUAGES)
def chinese(request, launch, locales):
    """Starts the app in one of the two languages: (app, its texts)."""
    def start(*args):
        texts = dict(TEXTS[request.param],
                     tabs={page.name: page.tabs[request.param] for page in PAGES})
        app = launch(*args, env=in_locale(locales, request.param), title=texts["title"])
        return app, texts
    return start


def test_tabs_title_and_buttons(chinese):
    app, t = chinese()
    expect([t["tabs"][page.name] for page in PAGES], app.tabs(), "the tabs")
    for page in PAGES:
        app.select_tab(t["tabs"][page.name])
        app.require("push button", t["spin"] if page.button == "Spin" else t["select"])
    app.require("toggle button", t["menu"])


def test_single_double_and_dependent_alerts(chinese):
    app, t = chinese("--page", "single")
    wheel = app.find_all("table", showing=True)[0].name
    expect(t["characters"], app.rows(wheel), "the characters, as the seeds' readers know them")
    app.pick(wheel, t["characters"][1])
    app.press(t["select"])
    expect(t["single_alert"], app.alert(), "Single alert")
    app.dismiss_alert()

    app.select_tab(t["tabs"]["double"])
    app.pick(t["fillings"][0], t["fillings"][1])
    app.pick(t["breads"][0], t["breads"][1])
    app.press(t["select"])
    expect(t["double_alert"], app.alert(), "Double alert")
    app.dismiss_alert()

    app.select_tab(t["tabs"]["dependent"])
    state, zip_code = t["state_wheels"]
    app.pick(state, "Wyoming")
    wait_for(lambda: app.selected(zip_code) == "82001", what="Wyoming's first zip")
    app.press(t["select"])
    expect(t["dependent_alert"], app.alert(), "Dependent alert")
    app.dismiss_alert()


def test_date_page_uses_the_locale_and_the_catalogue(chinese):
    app, t = chinese("--page", "date")
    tables = sorted(app.find_all("table", showing=True), key=lambda table: extents(table)[0])
    # glibc's zh_TW and zh_CN tell a 24-hour clock (t_fmt %H), so there is no 上午/下午 wheel.
    expect(["日期"] + t["date_wheels"], [table.name for table in tables],
           "the Date page's wheels, left to right")
    expect([f"{h:02}" for h in range(24)], app.rows(t["date_wheels"][0]), "hours 00–23")
    expect(t["today"], app.selected("日期"), "the page opens on today")
    app.press(t["select"])
    title, message, button = app.alert()
    expect((t["date_alert"][0], t["date_alert"][2]), (title, button), "Date alert")
    assert message.startswith(t["date_alert"][1]) and "年" in message, message
    app.dismiss_alert()


def longest_run(reels):
    """(length, symbol) of the longest run of equal neighbours."""
    best, start = (0, None), 0
    for i in range(1, len(reels) + 1):
        if i == len(reels) or reels[i] != reels[start]:
            best = max(best, (i - start, reels[start]), key=lambda run: run[0])
            start = i
    return best


def test_slot_machine_wins_in_chinese(chinese):
    app, t = chinese("--page", "custom", "--seed", "11")
    expect(t["symbols"], app.rows(t["reel"]), "the reel's symbols")
    reels = [t["reel"][:-1] + str(i) for i in range(1, 6)]
    for spin in range(80):
        app.press(t["spin"])
        wait_for(lambda: not app.button_showing(t["spin"]), timeout=2, what="the spin to start")
        length, symbol = longest_run([app.selected(reel) for reel in reels])
        if length >= 3:
            count = t["counts"][length - 3]
            expect((t["win"], f"{count}{symbol}{t['in_a_row']}", t["spin_again"]),
                   app.alert(timeout=3), "win alert")
            assert app.label_showing(t["win"]), "the win label is not showing"
            app.close_alert()  # its button, "Spin again", would spin
            return
        wait_for(lambda: app.button_showing(t["spin"]), timeout=3, what="the button back")
    raise AssertionError("no win in 80 spins with --seed 11")


def test_animal_chooser_and_meal_picker(chinese):
    app, t = chinese("--seed", "4")
    app.menu(t["animal_menu"], menu_button=t["menu"])
    window = app.top_window(t["animal_window"])
    wait_for(lambda: t["first_sentence"] in app.labels_showing(root=window),
             what=f"the first sentence {t['first_sentence']!r}")
    app.require("push button", t["choose_animal"], root=window).queryAction().doAction(0)
    chooser = app.top_window(t["chooser"])
    animal_wheel, animals = t["animals"]
    expect(animals, app.rows(animal_wheel), "the Animal wheel")
    app.pick(animal_wheel, animals[2])
    wait_for(lambda: t["cat_sentence"] in app.labels_showing(root=window),
             what=f"the sentence {t['cat_sentence']!r}")
    app.require("push button", t["done"], root=chooser).queryAction().doAction(0)
    wait_for(lambda: t["chooser"] not in app.top_window_names(), what="the chooser to close")

    app.menu(t["meal_menu"], menu_button=t["menu"])
    meal = app.top_window(t["meal_window"])
    labels = app.labels_showing(root=meal)
    for course, dish in zip(t["courses"], t["first_meal"]):
        assert f"{course}：" in labels and dish in labels, f"{course}：{dish} not in {labels}"
        expect(dish, app.selected(course), f"the {course} wheel")
    app.require("push button", t["random"], root=meal)


def test_the_two_languages_differ(launch, locales):
    """The same screens in the two languages, read from the running app: where Traditional
    and Simplified characters differ (路克/卢克, 選擇/选择), what the app shows differs."""
    shown = {}
    for language, t in TEXTS.items():
        app = launch("--page", "single", env=in_locale(locales, language), title=t["title"])
        wheel = app.find_all("table", showing=True)[0].name
        app.press(t["select"])
        shown[language] = {"title": t["title"], "tabs": app.tabs(), "wheel": wheel,
                           "rows": app.rows(wheel), "alert": app.alert()}
        app.dismiss_alert()
        app.close()
    for key in shown["zh_TW"]:
        assert shown["zh_TW"][key] != shown["zh_CN"][key], \
            f"{key} reads the same in both: {shown['zh_TW'][key]!r}"
    date = [page.tab for page in PAGES].index("Date")
    expect("日期", shown["zh_TW"]["tabs"][date], "日期 is written the same in both")
    expect(shown["zh_TW"]["tabs"][date], shown["zh_CN"]["tabs"][date], "the Date tab")

use std::collections::HashSet;

use super::*;

#[test]
fn both_files_parse_cleanly() {
    for lang in Lang::ALL {
        assert_eq!(parse_problems(lang), Vec::<String>::new(), "{}", lang.tag());
    }
}

#[test]
fn every_message_is_in_both_languages_once() {
    let ids: Vec<HashSet<String>> = Lang::ALL
        .iter()
        .map(|&lang| {
            let ids = message_ids(lang);
            let unique: HashSet<String> = ids.iter().cloned().collect();
            assert_eq!(unique.len(), ids.len(), "{} has a duplicate id", lang.tag());
            unique
        })
        .collect();
    let only_english: Vec<_> = ids[0].difference(&ids[1]).collect();
    let only_chinese: Vec<_> = ids[1].difference(&ids[0]).collect();
    assert!(
        only_english.is_empty(),
        "missing in zh-CN: {only_english:?}"
    );
    assert!(only_chinese.is_empty(), "missing in en: {only_chinese:?}");
    assert!(ids[0].len() > 100);
}

#[test]
fn variables_and_plurals_fill_in() {
    let args = [("name", Arg::from("Black"))];
    assert_eq!(format_in(Lang::En, "wins", &args), "Black wins");
    let args = [("name", Arg::from("黑方"))];
    assert_eq!(format_in(Lang::ZhCn, "wins", &args), "黑方胜");
    // A late file the browser could not fetch is reported in the player's language.
    let reason = [("reason", Arg::from("HTTP 404"))];
    assert_eq!(
        format_in(Lang::ZhCn, "download-failed", &reason),
        "无法下载（HTTP 404）"
    );
    assert_eq!(
        format_in(Lang::En, "no-such-message", &[]),
        "no-such-message"
    );
}

#[test]
fn tags_pick_a_language() {
    assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_tag("zh_TW.UTF-8"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_tag("fr"), Some(Lang::En));
    assert_eq!(Lang::from_tag(""), None);
    assert_eq!(Lang::from_tag("1"), None);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
    }
}

#[test]
fn every_game_has_its_card_and_seat_names_in_both_languages() {
    for family in crate::games::FAMILIES {
        let mut ids = vec![
            format!("game-{}", family.id()),
            format!("game-{}-blurb", family.id()),
            format!("rules-{}", family.id()),
        ];
        ids.extend(family.seat_names().iter().map(|n| message_id("seat-", n)));
        for id in ids {
            for lang in Lang::ALL {
                assert_ne!(format_in(lang, &id, &[]), id, "{} lacks {id}", lang.tag());
            }
        }
    }
}

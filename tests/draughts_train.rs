//! `train draughts` end to end on glass checkers: a few self-play games make a weights file
//! that the engine reads, the labelled positions are kept and a refit reads them back
//! instead of playing again (also with the mobility features and as blended phases), and a
//! broken option or samples file is refused by name.

mod binary;

use leapfrog::ai::draughts::learned;
use leapfrog::level::draughts::shipped_or_file;

#[test]
fn a_short_training_writes_weights_the_engine_reads_and_keeps_its_positions() {
    let dir = std::env::temp_dir().join(format!("leapfrog-train-draughts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let samples = dir.join("glass.samples");
    let weights = dir.join("glass.bin");
    let (samples_arg, weights_arg) = (samples.to_str().unwrap(), weights.to_str().unwrap());
    let args = [
        "train",
        "draughts",
        "--variant",
        "draughts-glass",
        "--games",
        "6",
        "--depth",
        "2",
        "--threads",
        "2",
        "--samples",
        samples_arg,
        "--out",
        weights_arg,
    ];
    let (code, text) = binary::leapfrog(&args);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("self-play: 6 games"), "{text}");
    assert!(text.contains("phase 1 (14-24 pieces)"), "{text}");
    let variant = shipped_or_file("draughts-glass").unwrap().variant;
    let bytes = std::fs::read(&weights).expect("weights written");
    let eval = learned::decode(weights_arg, &bytes, &variant).expect("weights that decode");
    assert_eq!(eval.weights().side, 8);
    let fitted_first = bytes;

    // Again with the samples kept: no games, the same positions, the same weights.
    let (code, text) = binary::leapfrog(&args);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("read ") && !text.contains("self-play"),
        "{text}"
    );
    assert_eq!(std::fs::read(&weights).unwrap(), fitted_first);
    let read_once = text.clone();

    // The same positions fitted with the mobility features: a file that reads as that set.
    let mobility = dir.join("glass-mobility.bin");
    let mut with_mobility = args.to_vec();
    let last = with_mobility.len() - 1;
    with_mobility[last] = mobility.to_str().unwrap();
    with_mobility.extend(["--features", "mobility"]);
    let (code, text) = binary::leapfrog(&with_mobility);
    assert_eq!(code, 0, "{text}");
    let bytes = std::fs::read(&mobility).expect("mobility weights written");
    let eval = learned::decode("glass-mobility.bin", &bytes, &variant).expect("decodes");
    assert_eq!(eval.features(), learned::Features::Mobility);

    // The same positions fitted to the games' results alone: the samples keep the search's
    // score and the result apart, so the share is the fit's to choose.
    let results = dir.join("glass-results.bin");
    let mut on_results = args.to_vec();
    on_results[last] = results.to_str().unwrap();
    on_results.extend(["--result-share", "1"]);
    let (code, text) = binary::leapfrog(&on_results);
    assert_eq!(code, 0, "{text}");
    assert_ne!(std::fs::read(&results).expect("written"), fitted_first);
    // A version-1 file (each label kept blended, no result apart) still reads, and says
    // that the share does not reach its labels.
    let current = std::fs::read(&samples).expect("samples written");
    let header = 6 + usize::from(current[5]);
    let mut old = current[..header].to_vec();
    old[4] = 1;
    for record in current[header..].chunks(31) {
        old.extend(&record[..30]);
    }
    let old_samples = dir.join("glass-v1.samples");
    std::fs::write(&old_samples, old).expect("written");
    let mut on_old = on_results.clone();
    let samples_at = on_old.iter().position(|a| *a == samples_arg).unwrap();
    on_old[samples_at] = old_samples.to_str().unwrap();
    let (code, text) = binary::leapfrog(&on_old);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("keep the label they were blended with"),
        "{text}"
    );
    on_results.extend(["--result-share", "1.5"]);
    let (code, text) = binary::leapfrog(&on_results);
    assert_ne!(code, 0);
    assert!(text.contains("--result-share: between 0 and 1"), "{text}");

    // The same positions fitted as blended phases: a file that reads as blended, with the
    // same phases reported (each phase's errors from the one joint fit).
    let blended = dir.join("glass-blended.bin");
    let mut with_blend = args.to_vec();
    with_blend[last] = blended.to_str().unwrap();
    with_blend.push("--blend");
    let (code, text) = binary::leapfrog(&with_blend);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("phase 1 (14-24 pieces)"), "{text}");
    let bytes = std::fs::read(&blended).expect("blended weights written");
    let eval = learned::decode("glass-blended.bin", &bytes, &variant).expect("decodes");
    assert!(
        eval.weights().blend
            && !learned::decode(weights_arg, &fitted_first, &variant)
                .unwrap()
                .weights()
                .blend
    );
    let mut unknown = args.to_vec();
    unknown.extend(["--features", "wings"]);
    let (code, text) = binary::leapfrog(&unknown);
    assert_ne!(code, 0);
    assert!(text.contains("no feature set `wings`"), "{text}");

    // Several samples files are read together (trainings run side by side); one missing
    // among several is refused by name, not played and written.
    let copy = dir.join("glass-copy.samples");
    std::fs::copy(&samples, &copy).expect("copy");
    let copy_arg = copy.to_str().unwrap();
    let mut both = args.to_vec();
    both.extend(["--samples", copy_arg]);
    let (code, text) = binary::leapfrog(&both);
    assert_eq!(code, 0, "{text}");
    assert_eq!(text.matches("read ").count(), 2, "{text}");
    let fitted = |t: &str| -> usize {
        t.lines()
            .filter_map(|l| {
                l.split(" fitted")
                    .next()?
                    .rsplit(' ')
                    .next()?
                    .parse::<usize>()
                    .ok()
            })
            .sum()
    };
    assert_eq!(fitted(&text), 2 * fitted(&read_once), "{text}");
    let missing = dir.join("none.samples");
    let mut with_missing = args.to_vec();
    with_missing.extend(["--samples", missing.to_str().unwrap()]);
    let (code, text) = binary::leapfrog(&with_missing);
    assert_ne!(code, 0);
    assert!(text.contains("none.samples: no such file"), "{text}");

    // Positions of another variant are refused, naming the file.
    let mut other = args.to_vec();
    other[3] = "draughts-international";
    let (code, text) = binary::leapfrog(&other);
    assert_ne!(code, 0);
    assert!(
        text.contains(samples_arg) && text.contains("not draughts-international"),
        "{text}"
    );
    let (code, text) = binary::leapfrog(&["train", "draughts", "--variant", "bigman"]);
    assert_ne!(code, 0);
    assert!(text.contains("hand-set evaluation"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

package dev.mazziere.profile;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Message;
import dev.mazziere.records.Forgetting;
import dev.mazziere.records.PlayerProfile;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.records.Retention;
import dev.mazziere.text.Texts;
import java.time.Instant;
import java.time.Period;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Answers a player about their data: {@code /privacy} says in a few lines what is kept,
 * why and for how long; {@code /privacy public|private} ({@code pubblico|privato}) puts them
 * in the global ranking or takes them out; {@code /deleteme} ({@code /cancellami}) asks for
 * a confirm button, and its press erases them ({@link PlayerRecords#forget}). Thread-safe.
 */
public final class PrivacyAnswers {

    /** The words that join the global ranking, and those that leave it, in both languages. */
    private static final List<String> PUBLIC = List.of("public", "pubblico", "pubblica", "on", "si", "sì", "yes");
    private static final List<String> PRIVATE = List.of("private", "privato", "privata", "off", "no");

    private final PlayerRecords records;
    private final Retention retention;

    /** @param retention how long finished matches are kept, as the operator set it */
    public PrivacyAnswers(PlayerRecords records, Retention retention) {
        this.records = records;
        this.retention = retention;
    }

    /**
     * {@code /privacy} with {@code arg}: empty for what is kept; {@code public} or
     * {@code private} (either language) to join or leave the global ranking; anything else
     * is answered with the usage.
     */
    public Message privacy(String platform, String userId, String name, String arg, Texts t) {
        String word = arg.strip().toLowerCase(Locale.ROOT);
        if (word.isEmpty()) {
            return Message.text(what(platform, userId, t));
        }
        if (PUBLIC.contains(word) || PRIVATE.contains(word)) {
            boolean join = PUBLIC.contains(word);
            records.setGlobalRanking(platform, userId, name, join);
            return Message.text(t.get(join ? "privacy.public" : "privacy.private"));
        }
        return Message.text(t.get("privacy.usage"));
    }

    /** What is kept about the player, why, for how long, and where they stand in the global ranking. */
    private String what(String platform, String userId, Texts t) {
        Optional<PlayerProfile> p = records.profile(platform, userId, Instant.ofEpochMilli(Long.MAX_VALUE)); // no history needed
        boolean global = p.isPresent() && p.get().globalRanking();
        Optional<Instant> cut = retention.cutoff(Instant.EPOCH);
        String kept = cut.isEmpty() ? t.get("privacy.forever") : t.get("privacy.retention", period(t));
        return String.join("\n", t.get("privacy.title"), t.get("privacy.kept"), t.get("privacy.records"), kept,
                t.get("privacy.global", t.get(global ? "privacy.global.on" : "privacy.global.off")),
                t.get("privacy.delete"));
    }

    /** The retention as players read it: "1 year", "8 settimane", "400 days". */
    String period(Texts t) {
        Period p = retention.period();
        if (p.getYears() > 0) {
            return t.count("retention.y", p.getYears());
        }
        return p.getDays() % 7 == 0 ? t.count("retention.w", p.getDays() / 7) : t.count("retention.d", p.getDays());
    }

    /** {@code /deleteme}: what it does, and a button that does it, for {@code payload} to carry. */
    public Message askToForget(String payload, Texts t) {
        return new Message(t.get("deleteme.ask"), List.of(List.of(new Button(t.get("deleteme.confirm"), payload))),
                null);
    }

    /** The confirm button pressed: the player erased, or told which open table holds them. */
    public Message forget(String platform, String userId, Texts t) {
        return Message.text(switch (records.forget(platform, userId)) {
            case Forgetting.Forgotten f -> t.count("deleteme.done", f.matches(), f.name());
            case Forgetting.StillSeated s -> t.get("deleteme.seated");
        });
    }
}

package dev.mazziere.app.ops;

import dev.mazziere.discord.DiscordConfig;
import dev.mazziere.store.Stores;
import dev.mazziere.telegram.TelegramConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the secrets of the configuration from files, as Docker and Kubernetes secrets are
 * mounted: for each variable below, {@code NAME_FILE=/run/secrets/x} stands for
 * {@code NAME} set to that file's content (trailing line breaks dropped), so the secret
 * never shows in {@code docker inspect} or a compose file. Setting both is an error.
 */
public final class SecretFiles {

    /** The variables that may come from a file. */
    public static final List<String> VARIABLES = List.of(TelegramConfig.TOKEN, DiscordConfig.TOKEN,
            TelegramConfig.WEBHOOK_SECRET, Stores.URL_VARIABLE, Stores.USER_VARIABLE, Stores.PASSWORD_VARIABLE);
    public static final String SUFFIX = "_FILE";
    /** Far above any token, password or URL: a bigger file is not a secret but a mistake. */
    private static final long LARGEST = 64 * 1024;

    private SecretFiles() {
    }

    /**
     * {@code env} with each {@code NAME_FILE} replaced by {@code NAME} and the file's content.
     *
     * @throws Misconfigured naming the variable (never the content) when both are set, or
     *                       the file cannot be read or is empty
     */
    public static Map<String, String> resolve(Map<String, String> env) {
        Map<String, String> out = null;
        for (String name : VARIABLES) {
            String file = env.get(name + SUFFIX);
            if (file == null || file.isBlank()) {
                continue;
            }
            String direct = env.get(name);
            if (direct != null && !direct.isBlank()) {
                throw new Misconfigured(name + " and " + name + SUFFIX + " are both set: keep one");
            }
            if (out == null) {
                out = new HashMap<>(env);
            }
            out.put(name, read(name + SUFFIX, Path.of(file.strip())));
        }
        return out == null ? env : out;
    }

    private static String read(String variable, Path file) {
        try {
            if (Files.size(file) > LARGEST) {
                throw new Misconfigured(variable + " names " + file + ", which is over 64 KB: not a secret");
            }
            String content = Files.readString(file, StandardCharsets.UTF_8).replaceAll("[\r\n]+$", "");
            if (content.isBlank()) {
                throw new Misconfigured(variable + " names " + file + ", which is empty");
            }
            return content;
        } catch (IOException e) {
            throw new Misconfigured(variable + " names " + file + ", which cannot be read (" + why(e) + ")", e);
        }
    }

    /** Why a file could not be read, in a few words. */
    private static String why(IOException e) {
        return switch (e) {
            case java.nio.file.NoSuchFileException n -> "no such file";
            case java.nio.file.AccessDeniedException a -> "permission denied for the user the bot runs as";
            default -> e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        };
    }
}

package dev.mazziere.discord;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads a {@code multipart/form-data} request as Discord does: the {@code payload_json} part and the uploaded files. */
final class Multipart {

    private static final Pattern BOUNDARY = Pattern.compile("boundary=\"?([^\";]+)\"?");
    private static final Pattern NAME = Pattern.compile("name=\"([^\"]*)\"");
    private static final Pattern FILE_NAME = Pattern.compile("filename=\"([^\"]*)\"");

    private Multipart() {
    }

    /** The {@code payload_json} of {@code body} (empty when none); each file part is added to {@code files}. */
    static String parts(byte[] body, String contentType, List<FakeDiscord.Upload> files) {
        Matcher b = BOUNDARY.matcher(contentType);
        if (!b.find()) {
            throw new IllegalArgumentException("no boundary in " + contentType);
        }
        // ISO-8859-1 keeps one char per byte, so indices in the text are indices in the bytes.
        String raw = new String(body, StandardCharsets.ISO_8859_1);
        String delimiter = "--" + b.group(1);
        String payload = "";
        int at = raw.indexOf(delimiter);
        while (at >= 0) {
            int start = at + delimiter.length();
            if (raw.startsWith("--", start)) {
                break; // the closing delimiter
            }
            int headersEnd = raw.indexOf("\r\n\r\n", start);
            int next = raw.indexOf("\r\n" + delimiter, headersEnd);
            String headers = raw.substring(start, headersEnd);
            byte[] content = Arrays.copyOfRange(body, headersEnd + 4, next);
            Matcher name = NAME.matcher(headers);
            Matcher file = FILE_NAME.matcher(headers);
            if (file.find()) {
                files.add(new FakeDiscord.Upload(file.group(1), content));
            } else if (name.find() && name.group(1).equals("payload_json")) {
                payload = new String(content, StandardCharsets.UTF_8);
            }
            at = next + 2;
        }
        return payload;
    }
}

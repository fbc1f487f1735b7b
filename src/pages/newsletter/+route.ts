// https://vike.dev/route — /newsletter/confirm and /newsletter/unsubscribe, the pages behind the
// links in newsletter e-mails.
export default '/newsletter/@slug';

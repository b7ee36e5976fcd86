// The conference screens' paths that other screens link to.
export const CONFERENCE_GROUPS_PATH = '/operacao/conferencia/grupos';

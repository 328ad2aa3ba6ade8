import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconPhoto } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { LibraryContent } from '@millenaire/contracts/library';
import { canContribute, canEditContent, canSetConfirmed } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { messageText } from '@/shared/api-client';
import { notifyError, notifySuccess } from '@/shared/notify';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Loading, LoadError } from '@/shared/ui/QueryState';
import {
  createContent,
  updateContent,
  uploadArchive,
  useContent,
  useLabels,
} from '../api/library-api';
import { useFailure } from '../components/Comments';
import {
  ContentForm,
  EMPTY_FORM,
  toFields,
  type ContentFormValues,
} from '../components/ContentForm';
import { NS } from '../i18n';
import { useContentId } from './ContentPage';

/** The form's place while its data loads: four fields, the editor, the file. */
export function FormSkeleton() {
  return (
    <Loading>
      <Skeleton height={130} aria-hidden />
      <Skeleton height={330} aria-hidden />
      <Skeleton height={80} aria-hidden />
    </Loading>
  );
}

function LoginNeeded() {
  const { t } = useTranslation(NS);
  return (
    <Alert variant="light" color="ochre">
      <Text>
        {t('form.loginNeeded')}{' '}
        <Anchor component={Link} to="/user/login">
          {t('comments.login')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** Upload Content: create the details, send the archive, go to the new content. */
export function CreateContentPage() {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const navigate = useNavigate();
  const failed = useFailure();
  const categories = useLabels('categories');
  const cultures = useLabels('cultures');
  const [values, setValues] = useState<ContentFormValues>(EMPTY_FORM);

  const submit = async () => {
    let id: number;
    try {
      id = await createContent(toFields(values));
      notifySuccess(t('messages.created'));
    } catch (error) {
      failed(error);
      return;
    }
    try {
      if (values.file) {
        await uploadArchive(id, values.file);
        notifySuccess(t('messages.fileUploaded'));
      }
      await navigate(`/library/${id}`);
    } catch (error) {
      // The content exists: the archive is tried again from its edit page
      // (a full quota or disk, too many uploads), never by creating it twice.
      notifyError(
        t('messages.archiveFailed', {
          message: messageText(error instanceof Error ? error.message : ''),
        }),
      );
      await navigate(`/library/${id}/edit`);
    }
  };

  return (
    <>
      <PageTitle area="library" item={t('pages.create')} />
      {!canContribute(viewer) ? (
        <LoginNeeded />
      ) : (
        <ContentForm
          mode="create"
          values={values}
          onChange={setValues}
          categories={categories.data ?? []}
          cultures={cultures.data ?? []}
          onSubmit={submit}
        />
      )}
    </>
  );
}

function formOf(content: LibraryContent): ContentFormValues {
  return {
    title: content.title,
    version: content.version,
    category: String(content.category),
    culture: String(content.culture),
    description: content.description,
    confirmed: content.confirmed === '1',
    file: null,
  };
}

function EditForm({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const navigate = useNavigate();
  const failed = useFailure();
  const categories = useLabels('categories');
  const cultures = useLabels('cultures');
  const [values, setValues] = useState(() => formOf(content));
  const admin = canSetConfirmed(viewer);

  // A refresh after saving brings the stored text (sanitized) into the form.
  const [loaded, setLoaded] = useState(content);
  if (loaded !== content) {
    setLoaded(content);
    setValues((current) => ({ ...formOf(content), file: current.file }));
  }

  const submit = async () => {
    try {
      const fields = toFields(values);
      await updateContent(
        content.contentid,
        admin ? { ...fields, confirmed: values.confirmed ? '1' : '0' } : fields,
      );
      notifySuccess(t('messages.updated'));
      if (values.file) {
        await uploadArchive(content.contentid, values.file);
        notifySuccess(t('messages.fileUploaded'));
        await navigate(`/library/${content.contentid}`);
      }
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ContentForm
      mode="edit"
      values={values}
      onChange={setValues}
      categories={categories.data ?? []}
      cultures={cultures.data ?? []}
      canConfirm={admin}
      onSubmit={submit}
      extra={
        <Button
          component={Link}
          to={`/library/${content.contentid}/editimages`}
          variant="default"
          leftSection={<IconPhoto size={16} aria-hidden />}
        >
          {t('content.editImages')}
        </Button>
      }
    />
  );
}

/** Content Edition: save, refresh, send the file if one is chosen, go to the content. */
export function ContentEditPage() {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const id = useContentId();
  const content = useContent(id);
  return (
    <>
      <PageTitle area="library" item={t('pages.contentEdit')} />
      <Stack gap="md">
        {content.isSuccess && (
          <Anchor component={Link} to={`/library/${id}`}>
            {content.data.title}
          </Anchor>
        )}
        {content.isPending && <FormSkeleton />}
        {content.isError && (
          <LoadError error={content.error} onRetry={() => void content.refetch()} />
        )}
        {content.isSuccess &&
          (canEditContent(viewer, { authorId: content.data.authorid }) ? (
            <EditForm content={content.data} />
          ) : (
            <Alert color="yellow" variant="light">
              <Text>{t('cannotEdit')}</Text>
            </Alert>
          ))}
      </Stack>
    </>
  );
}

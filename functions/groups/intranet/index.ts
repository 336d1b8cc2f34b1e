import { intranetRoutes } from '../../../shared/api/routes/intranet';
import { madridToday } from '../../../shared/time/madrid';
import { wholeTree } from '../../lib/data/intranet';
import { groupHandler } from '../../lib/http/group-handler';
import { createDirectory, deleteDirectory, resolvePath, updateDirectory } from './directories';
import { createFile, deleteFile, showFile, updateFile } from './files';
import { createSlider, deleteSlider, listSliders } from './sliders';
import { startUpload } from './uploads';

export const handler = groupHandler(intranetRoutes, {
  'intranet.treeview': async ({ locale, query }) => ({ data: await wholeTree(locale, madridToday(), query.top_directory_id) }),
  'intranet.path': resolvePath,
  'intranet.uploads': startUpload,
  'intranet.directories.create': createDirectory,
  'intranet.directories.update': updateDirectory,
  'intranet.directories.delete': deleteDirectory,
  'intranet.files.create': createFile,
  'intranet.files.show': showFile,
  'intranet.files.update': updateFile,
  'intranet.files.delete': deleteFile,
  'intranet.sliders.index': listSliders,
  'intranet.sliders.create': createSlider,
  'intranet.sliders.delete': deleteSlider,
});
